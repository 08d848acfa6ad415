import { randomUUID } from 'node:crypto';
import {
  BACKWARDS,
  END,
  ErrorType,
  FORWARDS,
  KurrentDBClient,
  START,
  eventTypeFilter,
  excludeSystemEvents,
  jsonEvent,
  streamNameFilter,
  type AllStreamSubscription,
  type CurrentStreamState,
  type Filter,
  type JSONType,
  type ReadRevision,
} from '@kurrent/kurrentdb-client';
import { WrongExpectedRevisionError } from '../errors.js';
import { runSubscription } from '../subscription-loop.js';
import {
  comparePositions,
  type AppendResult,
  type EventFilter,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type Position,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type StreamAppend,
  type SubscribeOptions,
  type Subscription,
} from '../types.js';
import { WakeSignal } from '../wake-signal.js';
import {
  fromClientPosition,
  matchesFilter,
  serverFilter,
  toActualRevision,
  toReadPosition,
  toRecordedEvent,
  toStoredMetadata,
  toStreamState,
} from './mapping.js';

export interface KurrentDbEventStoreOptions {
  /** Polling fallback for subscriptions when no live cue arrives. */
  readonly pollIntervalMs?: number;
}

function clientFilter(filter: EventFilter | undefined): Filter {
  const chosen = serverFilter(filter);
  switch (chosen.on) {
    case 'streamName':
      return streamNameFilter({ prefixes: chosen.prefixes });
    case 'eventType':
      return eventTypeFilter({ regex: chosen.regex });
    case 'excludeSystemEvents':
      return excludeSystemEvents();
    default:
      return chosen satisfies never;
  }
}

function errorType(error: unknown): unknown {
  return (error as { type?: unknown } | null)?.type;
}

/**
 * The event store port on KurrentDB / EventStoreDB.
 *
 * Subscriptions reuse the shared catch-up loop (`runSubscription`) over
 * `readAll`, so batching, backpressure, checkpoints and caught-up signals mean
 * exactly what they mean on PostgreSQL. One live `$all` subscription per store
 * serves only as the wake-up cue; polling is the fallback while it is down.
 */
export class KurrentDbEventStore implements EventStore {
  private readonly wake = new WakeSignal();
  private readonly pollIntervalMs: number;
  private cue: AllStreamSubscription | undefined;
  private cueRetry: NodeJS.Timeout | undefined;
  private closed = false;

  private constructor(
    private readonly client: KurrentDBClient,
    options: KurrentDbEventStoreOptions,
  ) {
    this.pollIntervalMs = options.pollIntervalMs ?? 1000;
  }

  /** E.g. `kurrentdb://localhost:2113?tls=false`. The client connects lazily, on the first call. */
  static async connect(connectionString: string, options: KurrentDbEventStoreOptions = {}): Promise<KurrentDbEventStore> {
    return new KurrentDbEventStore(KurrentDBClient.connectionString(connectionString), options);
  }

  /** KurrentDB appends to one stream at a time: each append in turn. */
  async appendMany(appends: readonly StreamAppend[]): Promise<(AppendResult | WrongExpectedRevisionError)[]> {
    const outcomes: (AppendResult | WrongExpectedRevisionError)[] = [];
    for (const a of appends) {
      try {
        outcomes.push(await this.append(a.streamId, a.events, { expectedRevision: a.expectedRevision }));
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
        outcomes.push(error);
      }
    }
    return outcomes;
  }

  async append(
    streamId: string,
    events: readonly NewEvent[],
    options: { expectedRevision?: ExpectedRevision } = {},
  ): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    const expected = options.expectedRevision ?? 'any';
    const proposed = events.map((e) =>
      jsonEvent({
        id: e.eventId ?? randomUUID(),
        type: e.type,
        data: e.data as JSONType,
        metadata: toStoredMetadata(e.metadata, e.version ?? 1),
      }),
    );
    let result;
    try {
      result = await this.client.appendToStream(streamId, proposed, { streamState: toStreamState(expected) });
    } catch (error) {
      if (errorType(error) === ErrorType.WRONG_EXPECTED_VERSION) {
        const actual = (error as { actualState?: CurrentStreamState }).actualState;
        throw new WrongExpectedRevisionError(streamId, expected, toActualRevision(actual));
      }
      throw error;
    }
    if (!result.success) throw new WrongExpectedRevisionError(streamId, expected, toActualRevision(result.nextExpectedRevision));
    // Same-process subscribers need not wait for the live cue's round trip.
    this.wake.notify();
    const nextRevision = Number(result.nextExpectedRevision);
    // The server answers with its commit position for both halves of the position;
    // that is the event's own position only for a single-event append. Otherwise
    // (or when it sent none) ask for the position of the last appended event.
    const position =
      events.length === 1 && result.position && result.position.commit >= 0n
        ? fromClientPosition(result.position)
        : await this.positionOf(streamId, nextRevision);
    return { nextRevision, position };
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const backwards = options.direction === 'backwards';
    const from = options.fromRevision;
    const maxCount = options.maxCount ?? Number.MAX_SAFE_INTEGER;
    if (maxCount <= 0 || (backwards && from !== undefined && from < 0)) return [];
    const fromRevision: ReadRevision =
      from === undefined || (!backwards && from < 0) ? (backwards ? END : START) : BigInt(from);
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(streamId, {
        direction: backwards ? BACKWARDS : FORWARDS,
        fromRevision,
        maxCount,
      })) {
        if (resolved.event) events.push(toRecordedEvent(resolved.event));
      }
    } catch (error) {
      if (errorType(error) === ErrorType.STREAM_NOT_FOUND) return [];
      throw error;
    }
    return events;
  }

  /**
   * Events after `from` (exclusive) in $all order, without system events. The
   * server filters by stream prefix or else by event types; what it cannot
   * filter, and the start event it includes, are dropped here, reading further
   * pages until `maxCount` events are found or the log ends.
   */
  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const limit = options.maxCount ?? 1000;
    const filter = options.filter;
    if (limit <= 0 || filter?.eventTypes?.length === 0) return [];
    const server = clientFilter(filter);
    const found: RecordedEvent[] = [];
    const from = options.from;
    let after = from && from.commit >= 0 && from.prepare >= 0 ? from : undefined;
    for (;;) {
      const pageSize = limit - found.length + 1;
      let count = 0;
      let advanced = false;
      for await (const resolved of this.client.readAll({ fromPosition: toReadPosition(after), filter: server, maxCount: pageSize })) {
        count++;
        const event = resolved.event;
        if (!event?.position) continue;
        const position = fromClientPosition(event.position);
        if (after && comparePositions(position, after) <= 0) continue;
        after = position;
        advanced = true;
        if (!matchesFilter(event, filter)) continue;
        found.push(toRecordedEvent(event));
        if (found.length >= limit) return found;
      }
      if (count < pageSize || !advanced) return found;
    }
  }

  subscribeToAll(options: SubscribeOptions, handler: (events: RecordedEvent[]) => Promise<void>): Subscription {
    this.startCue();
    return runSubscription({
      options,
      handler,
      read: (from, maxCount) => this.readAll({ from, maxCount, filter: options.filter }),
      wake: this.wake,
      pollIntervalMs: this.pollIntervalMs,
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.cueRetry);
    const cue = this.cue;
    this.cue = undefined;
    await cue?.unsubscribe().catch(() => undefined);
    await this.client.dispose();
  }

  /** Position of the event at `revision` of the stream (one just appended). */
  private async positionOf(streamId: string, revision: number): Promise<Position> {
    const [event] = await this.readStream(streamId, { fromRevision: revision, maxCount: 1 });
    if (!event || event.position.commit < 0) throw new Error(`KurrentDB returned no position for ${streamId}@${revision}`);
    return event.position;
  }

  /**
   * The live cue: a $all subscription from the end whose only job is to wake the
   * catch-up loops. When it drops, it is restarted after the polling interval
   * (which covers the gap) for as long as the store is open.
   */
  private startCue(): void {
    if (this.closed || this.cue) return;
    const cue = this.client.subscribeToAll({ fromPosition: END, filter: excludeSystemEvents() });
    this.cue = cue;
    cue.on('data', () => this.wake.notify());
    const dropped = () => {
      if (this.cue !== cue) return;
      this.cue = undefined;
      this.wake.notify();
      if (this.closed) return;
      this.cueRetry = setTimeout(() => this.startCue(), this.pollIntervalMs);
      this.cueRetry.unref();
    };
    cue.on('error', dropped);
    cue.on('end', dropped);
    cue.on('close', dropped);
  }
}
