import type { Role } from '../shared/roles.js';

/** Why a one-time link was mailed; the link sets the password and proves the e-mail. */
export type TokenPurpose = 'invitation' | 'recovery' | 'verification';

export type UserEvent =
  | { type: 'UserCreated'; data: { userId: string; email: string; role: Role } }
  | { type: 'UserRegistered'; data: { userId: string; email: string; role: Role; passwordHash: string } }
  | { type: 'UserUpdated'; data: { userId: string; email: string; role: Role } }
  | { type: 'UserTokenIssued'; data: { userId: string; purpose: TokenPurpose; tokenHash: string; expiresAt: string } }
  | { type: 'UserEmailVerified'; data: { userId: string; verifiedAt: string } }
  | {
      type: 'UserPasswordChanged';
      /** keepSessionId (a change on the profile): every other session of the user ends. */
      data: { userId: string; passwordHash: string; reason: 'self' | 'token'; keepSessionId?: string };
    }
  | { type: 'UserBlocked'; data: { userId: string } }
  | { type: 'UserRestored'; data: { userId: string } };

export type UserEventType = UserEvent['type'];


export const userStream = (userId: string): string => `user-${userId}`;
