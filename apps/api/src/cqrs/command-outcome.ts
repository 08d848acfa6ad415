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
    /** The entity a later answer-first command on it decides from read models (a multi-pack's shipment): it waits for these. */
    readonly fenced?: string,
  ) {}

  /**
   * The same outcome answered at once: the waits move to the next read
   * (ReadModelWaiter.defer), so a scanner's answer does not carry the
   * projector's lag while whoever reads next still reads its writes. `fenced`
   * names the entity whose next answer-first decision must wait for them too.
   */
  answeringFirst(fenced?: string): CommandOutcome<T> {
    return new CommandOutcome(this.value, this.position, this.readModels, this.alsoWait, true, fenced);
  }

  /** The same outcome (its waits and how they are kept) with another answer. */
  answering<U>(value: U): CommandOutcome<U> {
    return new CommandOutcome(value, this.position, this.readModels, this.alsoWait, this.answerFirst, this.fenced);
  }

  /** Every wait, the main one first. */
  get waits(): ReadModelWait[] {
    return [{ readModels: this.readModels, position: this.position }, ...this.alsoWait];
  }
}

/** The outcome of a command that answers a message (user_updated, client_blocked...), with any extra fields. */
export type Ack<Extra extends object = object> = CommandOutcome<{ message: string } & Extra>;
