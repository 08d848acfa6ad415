import { z } from 'zod';
import { eventTypesOf } from './event-types.js';

const role = z.union([z.literal(0), z.literal(1), z.literal(3)]);
const id = z.string().min(1);
const isoDate = z.string().datetime();
const hash = z.string().min(16);

/** The schema of each user-stream event's data, current version 1. */
export const userEventSchemas = {
  UserCreated: z.object({ userId: id, email: z.string(), role }),
  UserRegistered: z.object({ userId: id, email: z.string(), role, passwordHash: hash }),
  UserUpdated: z.object({ userId: id, email: z.string(), role }),
  UserTokenIssued: z.object({
    userId: id,
    purpose: z.enum(['invitation', 'recovery', 'verification']),
    tokenHash: hash,
    expiresAt: isoDate,
  }),
  UserEmailVerified: z.object({ userId: id, verifiedAt: isoDate }),
  /** keepSessionId (optional, added later: older events have none): every other session of the user ends. */
  UserPasswordChanged: z.object({ userId: id, passwordHash: hash, reason: z.enum(['self', 'token']), keepSessionId: id.optional() }),
  UserBlocked: z.object({ userId: id }),
  UserRestored: z.object({ userId: id }),
} as const;

export const sessionEventSchemas = {
  SessionStarted: z.object({ sessionId: id, userId: id, role, tokenHash: hash }),
  SessionEnded: z.object({ sessionId: id, userId: id, reason: z.enum(['logout']) }),
} as const;

export const emailReservationEventSchemas = {
  EmailReserved: z.object({ email: z.string(), userId: id }),
  EmailReleased: z.object({ email: z.string(), userId: id }),
} as const;

/** Every identity event: users, sessions, e-mail reservations. */
export const identityEventSchemas = { ...userEventSchemas, ...sessionEventSchemas, ...emailReservationEventSchemas } as const;

export const USER_EVENT_TYPES = eventTypesOf(userEventSchemas);
export const SESSION_EVENT_TYPES = eventTypesOf(sessionEventSchemas);
