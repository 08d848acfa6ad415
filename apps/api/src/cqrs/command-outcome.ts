import type { Position } from '@parcel/event-store';

/**
 * What a command handler returns: the answer for the caller, plus the position
 * of the events it recorded and the read models the caller will read next. The
 * ConsistencyInterceptor waits for those before the response leaves.
 */
export class CommandOutcome<T> {
  constructor(
    readonly value: T,
    readonly position: Position | undefined,
    readonly readModels: readonly string[],
  ) {}
}
