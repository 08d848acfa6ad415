import type { Position } from '@parcel/event-store';

/** Read models that must have reached a position (each projection advances only on its own events). */
export interface ReadModelWait {
  readonly readModels: readonly string[];
  readonly position: Position | undefined;
}

/**
 * What a command handler returns: the answer for the caller, plus the position
 * of the events it recorded and the read models the caller will read next. The
 * ConsistencyInterceptor waits for those before the response leaves. A command
 * that wrote to streams seen by different read models (a client and its login)
 * names the other waits in `alsoWait`.
 */
export class CommandOutcome<T> {
  constructor(
    readonly value: T,
    readonly position: Position | undefined,
    readonly readModels: readonly string[],
    readonly alsoWait: readonly ReadModelWait[] = [],
    readonly answerFirst = false,
  ) {}

  /**
   * The same outcome answered at once: the waits move to the caller's next
   * read in its session (ReadModelWaiter.defer), so a scanner's answer does not
   * carry the projector's lag while its screen still reads its own writes.
   */
  answeringFirst(): CommandOutcome<T> {
    return new CommandOutcome(this.value, this.position, this.readModels, this.alsoWait, true);
  }

  /** Every wait, the main one first. */
  get waits(): ReadModelWait[] {
    return [{ readModels: this.readModels, position: this.position }, ...this.alsoWait];
  }
}

/** The outcome of a command that answers a message (user_updated, client_blocked...), with any extra fields. */
export type Ack<Extra extends object = object> = CommandOutcome<{ message: string } & Extra>;
