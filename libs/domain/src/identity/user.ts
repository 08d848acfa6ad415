import { DomainError, assertNever } from '../shared/errors.js';
import { ROLES, isStaff, type Role } from '../shared/roles.js';
import type { TokenPurpose, UserEvent } from './user.events.js';

export interface PendingToken {
  readonly purpose: TokenPurpose;
  readonly tokenHash: string;
  readonly expiresAt: string;
}

export type UserState =
  | { readonly status: 'none' }
  | {
      readonly status: 'active' | 'blocked';
      readonly userId: string;
      readonly email: string;
      readonly role: Role;
      readonly passwordHash: string | null;
      readonly verifiedAt: string | null;
      /** Registered by themself and never confirmed an e-mail: may not log in yet. */
      readonly mustConfirm: boolean;
      /** The latest unused link; a newer one replaces it. */
      readonly token: PendingToken | null;
    };

export const initialUserState: UserState = { status: 'none' };

export function evolveUser(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserCreated':
    case 'UserRegistered':
      return {
        status: 'active',
        userId: event.data.userId,
        email: event.data.email,
        role: event.data.role,
        passwordHash: event.type === 'UserRegistered' ? event.data.passwordHash : null,
        verifiedAt: null,
        mustConfirm: event.type === 'UserRegistered',
        token: null,
      };
    default:
      if (state.status === 'none') return state;
  }
  switch (event.type) {
    case 'UserUpdated': {
      // A new address is unconfirmed, and a link mailed to the old one is void.
      const emailChanged = event.data.email !== state.email;
      return {
        ...state,
        email: event.data.email,
        role: event.data.role,
        verifiedAt: emailChanged ? null : state.verifiedAt,
        token: emailChanged ? null : state.token,
      };
    }
    case 'UserTokenIssued':
      return { ...state, token: { purpose: event.data.purpose, tokenHash: event.data.tokenHash, expiresAt: event.data.expiresAt } };
    case 'UserEmailVerified':
      return {
        ...state,
        verifiedAt: event.data.verifiedAt,
        mustConfirm: false,
        token: state.token?.purpose === 'verification' ? null : state.token,
      };
    case 'UserPasswordChanged':
      return { ...state, passwordHash: event.data.passwordHash, token: event.data.reason === 'token' ? null : state.token };
    case 'UserBlocked':
      // Blocking voids any pending link (the read model drops it too).
      return { ...state, status: 'blocked', token: null };
    case 'UserRestored':
      return { ...state, status: 'active' };
    default:
      return assertNever(event);
  }
}

type ExistingUser = Exclude<UserState, { status: 'none' }>;

function existing(state: UserState): ExistingUser {
  if (state.status === 'none') throw new DomainError('user_not_found');
  return state;
}

export interface NewToken {
  readonly tokenHash: string;
  readonly expiresAt: string;
}

/** An admin adds a user; the user sets a password through the mailed invitation link. */
export function createUser(
  state: UserState,
  command: { userId: string; email: string; role: Role; invitation: NewToken },
): UserEvent[] {
  if (state.status !== 'none') throw new DomainError('email_taken');
  const { userId, email, role, invitation } = command;
  return [
    { type: 'UserCreated', data: { userId, email, role } },
    { type: 'UserTokenIssued', data: { userId, purpose: 'invitation', ...invitation } },
  ];
}

/** Self-registration of a sender; the e-mail is verified through the mailed link. */
export function registerUser(
  state: UserState,
  command: { userId: string; email: string; role: Role; passwordHash: string; verification: NewToken },
): UserEvent[] {
  if (state.status !== 'none') throw new DomainError('email_taken');
  const { userId, email, role, passwordHash, verification } = command;
  return [
    { type: 'UserRegistered', data: { userId, email, role, passwordHash } },
    { type: 'UserTokenIssued', data: { userId, purpose: 'verification', ...verification } },
  ];
}

/** The users screen manages staff logins; client logins belong to client management. */
export function assertStaffLogin(state: UserState): void {
  if (state.status !== 'none' && !isStaff(state.role)) throw new DomainError('forbidden', { reason: 'client_login' });
}

export function updateUser(state: UserState, command: { email: string; role: Role; actorId: string }): UserEvent[] {
  const user = existing(state);
  // An admin cannot take away their own admin role (there might be no admin left).
  if (user.userId === command.actorId && user.role === ROLES.admin && command.role !== ROLES.admin) {
    throw new DomainError('forbidden', { reason: 'cannot_demote_self' });
  }
  if (user.email === command.email && user.role === command.role) return [];
  return [{ type: 'UserUpdated', data: { userId: user.userId, email: command.email, role: command.role } }];
}

/**
 * Recovery is silent for blocked users: the caller always answers 200. A user
 * invited by an admin who has not set a password yet keeps the invitation: while
 * it is valid, a recovery request issues nothing (so an anonymous request cannot
 * void the invitation); once it has expired, recovery mails a link as for anyone.
 */
export function requestPasswordRecovery(state: UserState, command: { token: NewToken; now: string }): UserEvent[] {
  if (state.status !== 'active') return [];
  if (hasPendingInvitation(state, command.now)) return [];
  return [{ type: 'UserTokenIssued', data: { userId: state.userId, purpose: 'recovery', ...command.token } }];
}

/** Invited, no password set yet, and the invitation link still valid. */
export function hasPendingInvitation(state: UserState, now: string): boolean {
  return state.status !== 'none' && state.passwordHash === null && state.token?.purpose === 'invitation' && state.token.expiresAt > now;
}

function usableToken(user: ExistingUser, tokenHash: string, now: string): PendingToken {
  if (!user.token || user.token.tokenHash !== tokenHash) throw new DomainError('token_invalid');
  if (user.token.expiresAt <= now) throw new DomainError('token_expired');
  return user.token;
}

/** Confirms the e-mail with the link mailed at registration (GET user/confirm/{code}). */
export function confirmEmail(state: UserState, command: { tokenHash: string; now: string }): UserEvent[] {
  const user = existing(state);
  if (user.status === 'blocked') throw new DomainError('account_blocked');
  usableToken(user, command.tokenHash, command.now);
  return [{ type: 'UserEmailVerified', data: { userId: user.userId, verifiedAt: command.now } }];
}

/** Sets a password with an invitation or recovery link; reaching the mailbox also proves the e-mail. */
export function setPasswordWithToken(
  state: UserState,
  command: { tokenHash: string; passwordHash: string; now: string },
): UserEvent[] {
  const user = existing(state);
  if (user.status === 'blocked') throw new DomainError('account_blocked');
  usableToken(user, command.tokenHash, command.now);
  const events: UserEvent[] = [];
  if (!user.verifiedAt) events.push({ type: 'UserEmailVerified', data: { userId: user.userId, verifiedAt: command.now } });
  events.push({ type: 'UserPasswordChanged', data: { userId: user.userId, passwordHash: command.passwordHash, reason: 'token' } });
  return events;
}

/**
 * The profile's password change: needs the current password (the caller checks
 * the hash and passes the verdict) and ends every other session of the user
 * (`keepSessionId` is the session that asked).
 */
export function changePassword(
  state: UserState,
  command: { passwordHash: string; currentPasswordMatches: boolean; keepSessionId: string },
): UserEvent[] {
  const user = existing(state);
  if (user.status === 'blocked') throw new DomainError('account_blocked');
  if (!user.passwordHash || !command.currentPasswordMatches) throw new DomainError('invalid_current_password');
  const { passwordHash, keepSessionId } = command;
  return [{ type: 'UserPasswordChanged', data: { userId: user.userId, passwordHash, reason: 'self', keepSessionId } }];
}

export function blockUser(state: UserState, command: { actorId: string }): UserEvent[] {
  const user = existing(state);
  if (user.status === 'blocked') throw new DomainError('user_already_blocked');
  if (user.userId === command.actorId) throw new DomainError('forbidden', { reason: 'cannot_block_self' });
  return [{ type: 'UserBlocked', data: { userId: user.userId } }];
}

export function restoreUser(state: UserState): UserEvent[] {
  const user = existing(state);
  if (user.status !== 'blocked') throw new DomainError('user_not_blocked');
  return [{ type: 'UserRestored', data: { userId: user.userId } }];
}

/**
 * Login: the caller verifies the password hash (slow, impure) and passes the verdict.
 * Returns the user the session is for. A blocked user gets the same answer as a
 * wrong password (the answer never confirms a password of a blocked account); a
 * self-registered user who has not confirmed the e-mail yet, with the right
 * password, is told to confirm it.
 */
export function authorizeLogin(state: UserState, command: { passwordMatches: boolean }): ExistingUser {
  if (state.status !== 'active' || !state.passwordHash || !command.passwordMatches) {
    throw new DomainError('invalid_credentials');
  }
  if (state.mustConfirm) throw new DomainError('email_not_verified');
  return state;
}

/** Start-up seeding: a ready, verified user with a password (the seeded admin and demo worker). */
export function provisionUser(
  state: UserState,
  command: { userId: string; email: string; role: Role; passwordHash: string; now: string },
): UserEvent[] {
  if (state.status !== 'none') return [];
  const { userId, email, role, passwordHash, now } = command;
  return [
    { type: 'UserCreated', data: { userId, email, role } },
    { type: 'UserEmailVerified', data: { userId, verifiedAt: now } },
    { type: 'UserPasswordChanged', data: { userId, passwordHash, reason: 'self' } },
  ];
}
