import { DomainError, assertNever } from '../shared/errors.js';

/**
 * E-mail uniqueness across users is enforced on the write side: one stream per
 * normalized e-mail, holding who owns it now.
 */
export type EmailReservationEvent =
  | { type: 'EmailReserved'; data: { email: string; userId: string } }
  | { type: 'EmailReleased'; data: { email: string; userId: string } };

export const emailReservationStream = (normalizedEmail: string): string => `email-${normalizedEmail}`;

export type EmailReservationState = { readonly ownerId: string | null };
export const initialEmailReservation: EmailReservationState = { ownerId: null };

export function evolveEmailReservation(
  state: EmailReservationState,
  event: EmailReservationEvent,
): EmailReservationState {
  switch (event.type) {
    case 'EmailReserved':
      return { ownerId: event.data.userId };
    case 'EmailReleased':
      return state.ownerId === event.data.userId ? { ownerId: null } : state;
    default:
      return assertNever(event);
  }
}

/**
 * `ownerExists` tells whether the current owner's user stream exists: a reservation
 * left behind by a crash between reserving and creating the user may be taken over.
 */
export function reserveEmail(
  state: EmailReservationState,
  command: { email: string; userId: string; ownerExists: boolean },
): EmailReservationEvent[] {
  if (state.ownerId === command.userId) return [];
  if (state.ownerId !== null && command.ownerExists) throw new DomainError('email_taken');
  return [{ type: 'EmailReserved', data: { email: command.email, userId: command.userId } }];
}

export function releaseEmail(
  state: EmailReservationState,
  command: { email: string; userId: string },
): EmailReservationEvent[] {
  if (state.ownerId !== command.userId) return [];
  return [{ type: 'EmailReleased', data: { email: command.email, userId: command.userId } }];
}
