import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WrongExpectedRevisionError } from '../errors.js';
import {
  comparePositions,
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type NewEvent,
  type Position,
  type RecordedEvent,
} from '../types.js';

export function metadata(overrides: Partial<EventMetadata> = {}): EventMetadata {
  return {
    correlationId: randomUUID(),
    causationId: randomUUID(),
    userId: 'user-1',
    role: 0,
    workstation: null,
    warehouse: null,
    recordedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function event(type: string, data: Record<string, unknown> = {}, extra: Partial<NewEvent> = {}): NewEvent {
  return { type, data, metadata: metadata(), ...extra };
}

/** Collects what a subscription delivers until `until` holds. */
export async function collect(
  store: EventStore,
  options: Parameters<EventStore['subscribeToAll']>[0],
  until: (received: RecordedEvent[]) => boolean,
  timeoutMs = 10_000,
): Promise<RecordedEvent[]> {
  const received: RecordedEvent[] = [];
  let resolveDone!: () => void;
  const done = new Promise<void>((r) => (resolveDone = r));
  const subscription = store.subscribeToAll(options, async (events) => {
    received.push(...events);
    if (until(received)) resolveDone();
  });
  const timer = setTimeout(resolveDone, timeoutMs);
  if (until(received)) resolveDone();
  await done;
  clearTimeout(timer);
  await subscription.stop();
  return received;
}

export interface ContractSetup {
  store: EventStore;
  teardown(): Promise<void>;
}

/**
 * The meaning every adapter must give the port. Each test uses its own streams,
 * so one store serves the whole suite.
 */
export function describeEventStoreContract(name: string, setup: () => Promise<ContractSetup>, skipReason?: string): void {
  const suite = skipReason ? describe.skip : describe;
  suite(`event store contract: ${name}${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
    let store: EventStore;
    let context: ContractSetup;
    const stream = (label: string) => `${label}-${randomUUID()}`;

    beforeAll(async () => {
      context = await setup();
      store = context.store;
    });
    afterAll(async () => {
      await context?.teardown();
    });

    it('appends to a new stream with no_stream and returns revision and position', async () => {
      const id = stream('order');
      const result = await store.append(id, [event('A'), event('B')], { expectedRevision: 'no_stream' });
      expect(result.nextRevision).toBe(1);
      const read = await store.readStream(id);
      expect(read.map((e) => [e.type, e.revision])).toEqual([
        ['A', 0],
        ['B', 1],
      ]);
      expect(comparePositions(read[1]!.position, result.position)).toBe(0);
    });

    it('rejects no_stream on an existing stream with the actual revision', async () => {
      const id = stream('order');
      await store.append(id, [event('A')], { expectedRevision: 'no_stream' });
      const error = await store.append(id, [event('B')], { expectedRevision: 'no_stream' }).catch((e) => e);
      expect(error).toBeInstanceOf(WrongExpectedRevisionError);
      expect(error.actual).toBe(0);
    });

    it('appends at an exact revision and rejects a stale one', async () => {
      const id = stream('order');
      await store.append(id, [event('A')], { expectedRevision: 'no_stream' });
      expect((await store.append(id, [event('B')], { expectedRevision: 0 })).nextRevision).toBe(1);
      const error = await store.append(id, [event('C')], { expectedRevision: 0 }).catch((e) => e);
      expect(error).toBeInstanceOf(WrongExpectedRevisionError);
      expect(error.actual).toBe(1);
      expect((await store.readStream(id)).map((e) => e.type)).toEqual(['A', 'B']);
    });

    it('stream_exists needs the stream; any takes whatever is there', async () => {
      const id = stream('order');
      const missing = await store.append(id, [event('A')], { expectedRevision: 'stream_exists' }).catch((e) => e);
      expect(missing).toBeInstanceOf(WrongExpectedRevisionError);
      expect(missing.actual).toBe(-1);
      expect((await store.append(id, [event('A')], { expectedRevision: 'any' })).nextRevision).toBe(0);
      expect((await store.append(id, [event('B')], { expectedRevision: 'stream_exists' })).nextRevision).toBe(1);
      expect((await store.append(id, [event('C')])).nextRevision).toBe(2);
    });

    it('of two appends racing with the same expected revision exactly one wins', async () => {
      const id = stream('race');
      await store.append(id, [event('A')], { expectedRevision: 'no_stream' });
      const results = await Promise.allSettled(
        Array.from({ length: 8 }, (_, i) => store.append(id, [event('B', { i })], { expectedRevision: 0 })),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      for (const r of results.filter((r) => r.status === 'rejected')) {
        expect((r as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedRevisionError);
      }
      expect(await store.readStream(id)).toHaveLength(2);
    });

    it('concurrent appends with any all land, each at its own revision', async () => {
      const id = stream('any-race');
      await Promise.all(Array.from({ length: 8 }, (_, i) => store.append(id, [event('A', { i }), event('B', { i })])));
      const read = await store.readStream(id);
      expect(read.map((e) => e.revision)).toEqual(Array.from({ length: 16 }, (_, i) => i));
      // Each append's two events stay together.
      for (let r = 0; r < 16; r += 2) expect(read[r]!.data).toEqual(read[r + 1]!.data);
    });

    it('makes a retried append with the same event ids idempotent', async () => {
      const id = stream('order');
      const batch = [event('A', {}, { eventId: randomUUID() }), event('B', {}, { eventId: randomUUID() })];
      const first = await store.append(id, batch, { expectedRevision: 'no_stream' });
      const retry = await store.append(id, batch, { expectedRevision: 'no_stream' });
      expect(retry.nextRevision).toBe(first.nextRevision);
      expect(await store.readStream(id)).toHaveLength(2);
    });

    it('appends to many streams at once: new ones and exact revisions; a stale one is answered as such, the others land', async () => {
      const fresh = stream('many');
      const existing = stream('many');
      const stale = stream('many');
      await store.append(existing, [event('A')], { expectedRevision: 'no_stream' });
      await store.append(stale, [event('A'), event('B')], { expectedRevision: 'no_stream' });
      const outcomes = await store.appendMany([
        { streamId: fresh, events: [event('X'), event('Y')], expectedRevision: 'no_stream' },
        { streamId: existing, events: [event('B')], expectedRevision: 0 },
        { streamId: stale, events: [event('C')], expectedRevision: 0 },
      ]);
      expect(outcomes.map((o) => (o instanceof WrongExpectedRevisionError ? ['stale', o.actual] : ['ok', o.nextRevision]))).toEqual([
        ['ok', 1],
        ['ok', 1],
        ['stale', 1],
      ]);
      expect((await store.readStream(fresh)).map((e) => [e.type, e.revision])).toEqual([
        ['X', 0],
        ['Y', 1],
      ]);
      expect((await store.readStream(existing)).map((e) => e.type)).toEqual(['A', 'B']);
      expect((await store.readStream(stale)).map((e) => e.type)).toEqual(['A', 'B']);
      const first = outcomes[0] as AppendResult;
      expect(comparePositions((await store.readStream(fresh))[1]!.position, first.position)).toBe(0);
    });

    it('appends to many streams: a stream another writer created meanwhile is stale, the others still land', async () => {
      const taken = stream('many-race');
      const free = stream('many-race');
      await store.append(taken, [event('A')], { expectedRevision: 'no_stream' });
      const outcomes = await store.appendMany([
        { streamId: taken, events: [event('B')], expectedRevision: 'no_stream' },
        { streamId: free, events: [event('B')], expectedRevision: 'no_stream' },
      ]);
      expect(outcomes[0]).toBeInstanceOf(WrongExpectedRevisionError);
      expect((outcomes[0] as WrongExpectedRevisionError).actual).toBe(0);
      expect(outcomes[1]).toMatchObject({ nextRevision: 0 });
      expect((await store.readStream(taken)).map((e) => e.type)).toEqual(['A']);
      expect((await store.readStream(free)).map((e) => e.type)).toEqual(['B']);
    });

    it('appends to many streams racing one writer on one of them: exactly one of the two wins that stream', async () => {
      const contested = stream('many-contested');
      const other = stream('many-contested');
      await store.append(contested, [event('A')], { expectedRevision: 'no_stream' });
      const [many, single] = await Promise.allSettled([
        store.appendMany([
          { streamId: contested, events: [event('M')], expectedRevision: 0 },
          { streamId: other, events: [event('M')], expectedRevision: 'no_stream' },
        ]),
        store.append(contested, [event('S')], { expectedRevision: 0 }),
      ]);
      expect(many.status).toBe('fulfilled');
      const manyWon = !((many as PromiseFulfilledResult<unknown[]>).value[0] instanceof WrongExpectedRevisionError);
      expect(manyWon).toBe(single.status === 'rejected');
      expect(await store.readStream(contested)).toHaveLength(2);
      expect((await store.readStream(other)).map((e) => e.type)).toEqual(['M']);
    });

    it('reads a stream forwards and backwards from a revision with a count', async () => {
      const id = stream('order');
      await store.append(
        id,
        ['A', 'B', 'C', 'D'].map((t) => event(t)),
      );
      const types = (events: RecordedEvent[]) => events.map((e) => e.type);
      expect(types(await store.readStream(id, { fromRevision: 1, maxCount: 2 }))).toEqual(['B', 'C']);
      expect(types(await store.readStream(id, { direction: 'backwards' }))).toEqual(['D', 'C', 'B', 'A']);
      expect(types(await store.readStream(id, { direction: 'backwards', fromRevision: 2, maxCount: 2 }))).toEqual(['C', 'B']);
      expect(await store.readStream(stream('missing'))).toEqual([]);
    });

    it('keeps data and the audit metadata', async () => {
      const id = stream('order');
      const meta = metadata({ userId: 'u-7', role: 1, workstation: 'WS-1', warehouse: 'W-1' });
      await store.append(id, [{ type: 'A', version: 2, data: { amount: 12.5, name: 'Łódź' }, metadata: meta }]);
      const [read] = await store.readStream(id);
      expect(read!.data).toEqual({ amount: 12.5, name: 'Łódź' });
      expect(read!.version).toBe(2);
      expect(read!.metadata).toEqual(meta);
      expect(read!.eventId).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('reads all from a position, filtered by type and stream prefix', async () => {
      const prefix = `pfx${randomUUID().slice(0, 8)}-`;
      const first = await store.append(`${prefix}1`, [event('Keep', { n: 1 })]);
      await store.append(`${prefix}2`, [event('Drop'), event('Keep', { n: 2 })]);
      await store.append(`other-${randomUUID()}`, [event('Keep', { n: 3 })]);
      const all = await collect(store, { filter: { streamPrefix: prefix } }, (r) => r.length >= 3);
      expect(all.map((e) => e.type)).toEqual(['Keep', 'Drop', 'Keep']);
      const after = await collect(
        store,
        { from: first.position, filter: { streamPrefix: prefix, eventTypes: ['Keep'] } },
        (r) => r.length >= 1,
      );
      expect(after.map((e) => e.data)).toEqual([{ n: 2 }]);
      const page = await store.readAll({ filter: { streamPrefix: prefix }, maxCount: 2 });
      expect(page).toHaveLength(2);
    });

    it('reads events of several types in the log order, page by page, whatever their mix', async () => {
      const prefix = `mix${randomUUID().slice(0, 8)}-`;
      const [a, b, rare, other] = ['A', 'B', 'Rare', 'Other'].map((t) => `${t}${randomUUID().slice(0, 6)}`) as [
        string,
        string,
        string,
        string,
      ];
      const pattern = [a, a, b, other, a, rare, b, b, other, a];
      for (let i = 0; i < 30; i++) await store.append(`${prefix}${i % 4}`, [event(pattern[i % pattern.length]!, { i })]);
      const wanted = [a, b, rare, b];
      const expected = Array.from({ length: 30 }, (_, i) => i).filter((i) => wanted.includes(pattern[i % pattern.length]!));
      const seen: number[] = [];
      let from: Position | undefined;
      for (;;) {
        const page = await store.readAll({ from, maxCount: 4, filter: { eventTypes: wanted } });
        if (page.length === 0) break;
        seen.push(...page.map((e) => (e.data as { i: number }).i));
        from = page[page.length - 1]!.position;
      }
      expect(seen).toEqual(expected);
    });

    it('a subscription catches up from a checkpoint, then goes live, in order', async () => {
      const prefix = `sub${randomUUID().slice(0, 8)}-`;
      const start = await store.append(`${prefix}a`, [event('E', { n: 0 })]);
      await store.append(`${prefix}a`, [event('E', { n: 1 }), event('E', { n: 2 })]);
      let caughtUp = false;
      const received: number[] = [];
      const subscription = store.subscribeToAll(
        { from: start.position, filter: { streamPrefix: prefix }, onCaughtUp: () => (caughtUp = true) },
        async (events) => void received.push(...events.map((e) => (e.data as { n: number }).n)),
      );
      await expect.poll(() => caughtUp, { timeout: 10_000 }).toBe(true);
      for (let n = 3; n < 8; n++) await store.append(`${prefix}${n % 2 ? 'b' : 'a'}`, [event('E', { n })]);
      await expect.poll(() => received.length, { timeout: 10_000 }).toBe(7);
      await subscription.stop();
      expect(received).toEqual([1, 2, 3, 4, 5, 6, 7]);
    });

    it('never shows part of a multi-event append', async () => {
      const id = stream('batch');
      const prefix = id;
      const reads: number[] = [];
      let writing = true;
      const reader = (async () => {
        while (writing) reads.push((await store.readAll({ filter: { streamPrefix: prefix }, maxCount: 1000 })).length);
      })();
      for (let i = 0; i < 5; i++)
        await store.append(
          id,
          Array.from({ length: 20 }, () => event('E')),
        );
      writing = false;
      await reader;
      expect(reads.every((n) => n % 20 === 0)).toBe(true);
      expect((await store.readAll({ filter: { streamPrefix: prefix }, maxCount: 1000 })).length).toBe(100);
    });
  });
}
