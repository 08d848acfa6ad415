import { assertNever } from '../shared/errors.js';
import type { ClientIdEvent } from './client.events.js';

/**
 * Client ids are integers handed out by one counter stream (CLIENT_ID_STREAM):
 * the handler appends the next id at the loaded revision, so exactly one
 * racing writer wins each number (the loser retries).
 */
export interface ClientIdState {
  readonly lastId: number;
}

export const initialClientIdState: ClientIdState = { lastId: 0 };

export function evolveClientIds(state: ClientIdState, event: ClientIdEvent): ClientIdState {
  switch (event.type) {
    case 'ClientIdAssigned':
      return { lastId: Math.max(state.lastId, event.data.clientId) };
    default:
      return assertNever(event.type);
  }
}

/** The next client id: one more than the last one handed out. */
export function assignClientId(state: ClientIdState): ClientIdEvent[] {
  return [{ type: 'ClientIdAssigned', data: { clientId: state.lastId + 1 } }];
}
