import { DomainError, assertNever } from '../shared/errors.js';
import type { Role } from '../shared/roles.js';

/** A login session; its token is random and only its hash is kept. */
export type SessionEvent =
  | { type: 'SessionStarted'; data: { sessionId: string; userId: string; role: Role; tokenHash: string } }
  | { type: 'SessionEnded'; data: { sessionId: string; userId: string; reason: 'logout' } };

export const sessionStream = (sessionId: string): string => `session-${sessionId}`;

export type SessionState =
  | { readonly status: 'none' }
  | { readonly status: 'active' | 'ended'; readonly sessionId: string; readonly userId: string };

export const initialSessionState: SessionState = { status: 'none' };

export function evolveSession(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case 'SessionStarted':
      return { status: 'active', sessionId: event.data.sessionId, userId: event.data.userId };
    case 'SessionEnded':
      return state.status === 'none' ? state : { ...state, status: 'ended' };
    default:
      return assertNever(event);
  }
}

export function startSession(
  state: SessionState,
  command: { sessionId: string; userId: string; role: Role; tokenHash: string },
): SessionEvent[] {
  if (state.status !== 'none') throw new DomainError('wrong_expected_revision');
  return [{ type: 'SessionStarted', data: command }];
}

/** Logging out twice is harmless: the second call records nothing. */
export function endSession(state: SessionState): SessionEvent[] {
  if (state.status !== 'active') return [];
  return [{ type: 'SessionEnded', data: { sessionId: state.sessionId, userId: state.userId, reason: 'logout' } }];
}
