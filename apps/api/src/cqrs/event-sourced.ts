import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { WrongExpectedRevisionError, type EventStore, type Position } from '@parcel/event-store';
import { INFRA, CLOCK, type Clock } from '../shared/tokens.js';
import type { Infrastructure } from '../bootstrap/infrastructure.js';
import { metadataFor, type CommandContext } from './command-context.js';

export interface StreamModel<State, Event extends { type: string; data: unknown }> {
  readonly initial: State;
  readonly evolve: (state: State, event: Event) => State;
}

/** How an append may be made retry-safe. */
export interface AppendOptions {
  /**
   * The event ids derive from this key (the triggering event's id, for a
   * process manager): appending the same events again is the same append, so a
   * replay never records twice.
   */
  readonly idempotencyKey?: string;
}

/** A uuid-shaped id that derives from a key and an index. */
export function derivedEventId(key: string, index: number): string {
  const hex = createHash('sha256').update(`${key}:${index}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export interface Loaded<State> {
  readonly state: State;
  /** -1 when the stream does not exist. */
  readonly revision: number;
  /** When the last event was recorded (undefined for a missing stream). */
  readonly lastRecordedAt: string | undefined;
}

/**
 * One way to write: load the stream, fold it, let a pure decide function return
 * events, append them with the loaded revision (a racing writer gets 409).
 */
@Injectable()
export class EventSourced {
  private readonly store: EventStore;
  constructor(
    @Inject(INFRA) infra: Infrastructure,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.store = infra.store;
  }

  now(): Date {
    return this.clock.now();
  }

  async load<State, Event extends { type: string; data: unknown }>(
    streamId: string,
    model: StreamModel<State, Event>,
  ): Promise<Loaded<State>> {
    const events = await this.store.readStream(streamId);
    const state = events.reduce((s, e) => model.evolve(s, { type: e.type, data: e.data } as Event), model.initial);
    const last = events[events.length - 1];
    return { state, revision: last ? last.revision : -1, lastRecordedAt: last?.metadata.recordedAt };
  }

  /** Appends decided events; nothing to append -> no position (nothing to wait for). */
  async append(
    streamId: string,
    revision: number,
    events: readonly { type: string; data: unknown }[],
    context: CommandContext,
    options: AppendOptions = {},
  ): Promise<Position | undefined> {
    if (events.length === 0) return undefined;
    const metadata = metadataFor(context, this.clock.now());
    const { idempotencyKey } = options;
    const result = await this.store.append(
      streamId,
      events.map((e, index) => ({
        type: e.type,
        data: e.data,
        metadata,
        eventId: idempotencyKey ? derivedEventId(idempotencyKey, index) : undefined,
      })),
      { expectedRevision: revision === -1 ? 'no_stream' : revision },
    );
    return result.position;
  }

  /**
   * Appends decided events to many streams at once (a bulk job), each at the
   * revision it was decided on; answers per stream its position or the
   * conflict (WrongExpectedRevisionError) to decide again.
   */
  async appendMany(
    appends: readonly { streamId: string; revision: number; events: readonly { type: string; data: unknown }[] }[],
    context: CommandContext,
  ): Promise<(Position | WrongExpectedRevisionError)[]> {
    if (appends.length === 0) return [];
    const metadata = metadataFor(context, this.clock.now());
    const outcomes = await this.store.appendMany(
      appends.map((a) => ({
        streamId: a.streamId,
        expectedRevision: a.revision === -1 ? ('no_stream' as const) : a.revision,
        events: a.events.map((e) => ({ type: e.type, data: e.data, metadata })),
      })),
    );
    return outcomes.map((o) => (o instanceof WrongExpectedRevisionError ? o : o.position));
  }

  /** Load, decide, append in one call; returns the decided events and their position. */
  async handle<State, Event extends { type: string; data: unknown }>(
    streamId: string,
    model: StreamModel<State, Event>,
    decide: (state: State) => Event[],
    context: CommandContext,
    options: AppendOptions = {},
  ): Promise<{ events: Event[]; position: Position | undefined; state: State }> {
    const { state, revision } = await this.load(streamId, model);
    const events = decide(state);
    const position = await this.append(streamId, revision, events, context, options);
    return { events, position, state };
  }

  /** Where the stream's last event stands in the global order (undefined for a missing stream). */
  async lastPosition(streamId: string): Promise<Position | undefined> {
    const [last] = await this.store.readStream(streamId, { direction: 'backwards', maxCount: 1 });
    return last?.position;
  }

  /** The first events of a stream as recorded (with their metadata): for checks of who made it. */
  readStream(streamId: string, maxCount: number) {
    return this.store.readStream(streamId, { maxCount });
  }
}
