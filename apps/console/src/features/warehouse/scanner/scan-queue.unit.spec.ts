// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isConnectionFailure, ScanQueue, type QueuedScan, type ScanOutcome } from './scan-queue';

const KEY = 'scan-queue:test';

/** The far side of the connection: answers while up, fails like fetch while down; remembers what reached it. */
function line() {
  const state = { up: true, answer: { status: 201 } as unknown, error: null as unknown };
  const received: QueuedScan<{ status_type_id: number }>[] = [];
  const send = vi.fn(async (scan: QueuedScan<{ status_type_id: number }>) => {
    await Promise.resolve();
    if (!state.up) throw new TypeError('Failed to fetch');
    received.push(scan);
    if (state.error) throw state.error;
    return state.answer;
  });
  return { state, received, send };
}

const settle = () => vi.advanceTimersByTimeAsync(0);
let ids = 0;
const newId = () => `scan-${++ids}`;
let clock = Date.parse('2025-03-10T08:00:00.000Z');
const now = () => new Date((clock += 1000));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  localStorage.clear();
  ids = 0;
});
afterEach(() => vi.useRealTimers());

describe('the scan queue while the connection is up', () => {
  it('given three scans, then each is sent once, in order, one at a time, with its own id and time', async () => {
    const { send, received } = line();
    const queue = new ScanQueue({ storageKey: KEY, send, newId, now });
    queue.start();
    const outcomes = [
      queue.add('A1', { status_type_id: 55 }),
      queue.add('B2', { status_type_id: 55 }),
      queue.add('C3', { status_type_id: 7 }),
    ];
    expect(send).toHaveBeenCalledTimes(1);
    await settle();
    expect(received.map((scan) => scan.code)).toEqual(['A1', 'B2', 'C3']);
    expect(received.map((scan) => scan.scan_id)).toEqual(['scan-1', 'scan-2', 'scan-3']);
    expect(new Set(received.map((scan) => scan.scanned_at)).size).toBe(3);
    expect(received[2]!.body).toEqual({ status_type_id: 7 });
    expect(await Promise.all(outcomes)).toEqual([0, 1, 2].map(() => ({ ok: true, answer: { status: 201 } })));
    expect(queue.getSnapshot()).toEqual({ pending: [], offline: false });
    expect(localStorage.getItem(KEY)).toBeNull();
    queue.stop();
  });

  it('given an error answer of the API, then the scan is settled with it and the next one goes', async () => {
    const { send, state, received } = line();
    const settled: [string, ScanOutcome<unknown>][] = [];
    const queue = new ScanQueue({ storageKey: KEY, send, newId, now, onSettled: (scan, outcome) => settled.push([scan.code, outcome]) });
    queue.start();
    const rejected = Object.assign(new Error('parcel_deleted'), { status: 410 });
    state.error = rejected;
    const first = queue.add('A1', { status_type_id: 55 });
    await settle();
    state.error = null;
    queue.add('B2', { status_type_id: 55 });
    await settle();
    expect(await first).toEqual({ ok: false, error: rejected });
    expect(settled).toEqual([
      ['A1', { ok: false, error: rejected }],
      ['B2', { ok: true, answer: { status: 201 } }],
    ]);
    expect(received).toHaveLength(2);
    queue.stop();
  });
});

describe('the scan queue when the connection drops', () => {
  it('given the connection cut, then scans wait in order, saved, and go in order once it is back', async () => {
    const { send, state, received } = line();
    const queue = new ScanQueue({ storageKey: KEY, send, newId, now });
    const seen: boolean[] = [];
    queue.subscribe(() => seen.push(queue.getSnapshot().offline));
    queue.start();
    state.up = false;
    queue.add('A1', { status_type_id: 55 });
    await settle();
    queue.add('B2', { status_type_id: 55 });
    queue.add('C3', { status_type_id: 55 });
    await settle();
    expect(queue.getSnapshot().offline).toBe(true);
    expect(queue.getSnapshot().pending.map((scan) => scan.code)).toEqual(['A1', 'B2', 'C3']);
    expect(JSON.parse(localStorage.getItem(KEY)!).map((scan: QueuedScan) => scan.code)).toEqual(['A1', 'B2', 'C3']);
    expect(send.mock.calls.every(([scan]) => scan.code === 'A1')).toBe(true);

    state.up = true;
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(received.map((scan) => scan.code)).toEqual(['A1', 'B2', 'C3']);
    expect(new Set(received.map((scan) => scan.scan_id)).size).toBe(3);
    expect(queue.getSnapshot()).toEqual({ pending: [], offline: false });
    expect(seen).toContain(true);
    expect(localStorage.getItem(KEY)).toBeNull();
    queue.stop();
  });

  it('given no online event, then the retry timer tries again', async () => {
    const { send, state, received } = line();
    const queue = new ScanQueue({ storageKey: KEY, send, newId, now, retryMs: 3000 });
    queue.start();
    state.up = false;
    queue.add('A1', { status_type_id: 55 });
    await settle();
    await vi.advanceTimersByTimeAsync(3000);
    expect(send).toHaveBeenCalledTimes(2);
    state.up = true;
    await vi.advanceTimersByTimeAsync(2999);
    expect(received).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(received.map((scan) => scan.code)).toEqual(['A1']);
    queue.stop();
  });

  it('given a reload while scans wait, then the new page sends them with their own ids and times', async () => {
    const { send, state, received } = line();
    const before = new ScanQueue({ storageKey: KEY, send, newId, now });
    before.start();
    state.up = false;
    before.add('A1', { status_type_id: 55 });
    before.add('B2', { status_type_id: 55 });
    await settle();
    const waiting = before.getSnapshot().pending;
    before.stop();

    state.up = true;
    const after = new ScanQueue({ storageKey: KEY, send, newId, now });
    expect(after.getSnapshot().pending).toEqual(waiting);
    after.start();
    await settle();
    expect(received).toEqual(waiting);
    after.stop();
  });

  it('given a request that never answers, then it is abandoned after the timeout and sent again with the same id', async () => {
    const signals: AbortSignal[] = [];
    let calls = 0;
    const send = vi.fn((scan: QueuedScan<null>, signal: AbortSignal) => {
      signals.push(signal);
      return ++calls === 1 ? new Promise<never>(() => undefined) : Promise.resolve(scan.scan_id);
    });
    const queue = new ScanQueue<null, string>({ storageKey: KEY, send, newId, now, timeoutMs: 15_000, retryMs: 3000 });
    queue.start();
    const outcome = queue.add('A1', null);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(signals[0]!.aborted).toBe(true);
    expect(queue.getSnapshot().offline).toBe(true);
    await vi.advanceTimersByTimeAsync(3000);
    expect(await outcome).toEqual({ ok: true, answer: 'scan-1' });
    expect(send.mock.calls.map(([scan]) => scan.scan_id)).toEqual(['scan-1', 'scan-1']);
    queue.stop();
  });

  it('given a stopped queue, then nothing is sent until it starts', async () => {
    const { send } = line();
    const queue = new ScanQueue({ storageKey: KEY, send, newId, now });
    queue.add('A1', { status_type_id: 55 });
    await settle();
    expect(send).not.toHaveBeenCalled();
    queue.start();
    await settle();
    expect(send).toHaveBeenCalledTimes(1);
    queue.stop();
  });

  it('given something else saved under the key, then an empty queue', () => {
    localStorage.setItem(KEY, '{not json');
    expect(new ScanQueue({ storageKey: KEY, send: line().send }).getSnapshot().pending).toEqual([]);
    localStorage.setItem(KEY, JSON.stringify([{ scan_id: 'x' }, 5]));
    expect(new ScanQueue({ storageKey: KEY, send: line().send }).getSnapshot().pending).toEqual([]);
  });
});

describe('what counts as a lost connection', () => {
  it.each([
    ['fetch TypeError', new TypeError('Failed to fetch'), true],
    ['the console ApiError network_error (status 0)', { status: 0, code: 'network_error' }, true],
    ['502 from the proxy', { status: 502 }, true],
    ['503', { status: 503 }, true],
    ['504', { status: 504 }, true],
    ['a timeout', Object.assign(new Error('t'), { name: 'TimeoutError' }), true],
    ['an abort', Object.assign(new Error('a'), { name: 'AbortError' }), true],
    ['422 validation', { status: 422 }, false],
    ['409 answer of the API', { status: 409 }, false],
    ['500 of the API', { status: 500 }, false],
    ['401', { status: 401 }, false],
    ['nothing', undefined, false],
  ])('%s', (_name, error, expected) => {
    expect(isConnectionFailure(error)).toBe(expected);
  });
});
