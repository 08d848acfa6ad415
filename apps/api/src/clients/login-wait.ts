import type { Position } from '@parcel/event-store';
import type { ReadModelWait } from '../cqrs/command-outcome.js';

/** The answer also waits for the login's read model (sessions, e-mail). */
export const loginWait = (position: Position | undefined): ReadModelWait[] => [{ readModels: ['users'], position }];
