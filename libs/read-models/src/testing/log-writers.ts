import { randomUUID } from 'node:crypto';
import type { EventStore } from '@parcel/event-store';
import { loggedEventType } from './event-log.projection.js';
import { randomBetween, sleep, testMetadata } from './test-env.js';

export interface LogWritersOptions {
  /** The log projection the events are for. */
  readonly projection: string;
  /** Stream name prefix; writer i appends to `${prefix}-w${i}`. */
  readonly prefix: string;
  readonly writers: number;
  /** Events in all. */
  readonly total: number;
  /** Each append carries 1..maxPerAppend events (a multi-event append is atomic). */
  readonly maxPerAppend?: number;
  /** Pause between two appends of one writer, to spread the load over time. */
  readonly pauseMs?: readonly [min: number, max: number];
}

/**
 * Several concurrent writers append the log projection's events to their own
 * streams. Resolves with every appended event id.
 */
export async function runLogWriters(store: EventStore, options: LogWritersOptions): Promise<string[]> {
  const { projection, prefix, writers, total, maxPerAppend = 5, pauseMs } = options;
  const type = loggedEventType(projection);
  const appended: string[] = [];
  const write = async (writer: number, count: number) => {
    const streamId = `${prefix}-w${writer}`;
    let left = count;
    while (left > 0) {
      const n = Math.min(left, randomBetween(1, maxPerAppend));
      const events = Array.from({ length: n }, () => ({
        eventId: randomUUID(),
        type,
        data: { writer },
        metadata: testMetadata('2026-01-01T00:00:00.000Z'),
      }));
      await store.append(streamId, events);
      appended.push(...events.map((e) => e.eventId));
      left -= n;
      if (pauseMs) await sleep(randomBetween(pauseMs[0], pauseMs[1]));
    }
  };
  const share = Math.floor(total / writers);
  await Promise.all(Array.from({ length: writers }, (_, i) => write(i, i === 0 ? total - share * (writers - 1) : share)));
  return appended;
}
