import { describe, expect, it } from 'vitest';
import { metadata } from '../testing/event-store-contract.js';
import {
  exactTypesRegex,
  fromClientPosition,
  fromStoredMetadata,
  matchesFilter,
  serverFilter,
  toActualRevision,
  toReadPosition,
  toRecordedEvent,
  toStoredMetadata,
  toStreamState,
} from './mapping.js';

const created = new Date('2026-02-03T04:05:06.000Z');

describe('KurrentDB mapping: expected revision', () => {
  it('maps the named states and exact revisions onto the client stream state', () => {
    expect(toStreamState('any')).toBe('any');
    expect(toStreamState('no_stream')).toBe('no_stream');
    expect(toStreamState('stream_exists')).toBe('stream_exists');
    expect(toStreamState(0)).toBe(0n);
    expect(toStreamState(41)).toBe(41n);
  });

  it('rejects a revision that is not a non-negative integer', () => {
    expect(() => toStreamState(-1)).toThrow(RangeError);
    expect(() => toStreamState(1.5)).toThrow(RangeError);
  });

  it('maps the actual state back, -1 when the stream does not exist', () => {
    expect(toActualRevision('no_stream')).toBe(-1);
    expect(toActualRevision(undefined)).toBe(-1);
    expect(toActualRevision(-1n)).toBe(-1);
    expect(toActualRevision(0n)).toBe(0);
    expect(toActualRevision(7n)).toBe(7);
  });
});

describe('KurrentDB mapping: positions', () => {
  it('turns client bigint positions into numbers', () => {
    expect(fromClientPosition({ commit: 1234n, prepare: 1200n })).toEqual({ commit: 1234, prepare: 1200 });
  });

  it('reads from the start for no position or START, else from the exact position', () => {
    expect(toReadPosition(undefined)).toBe('start');
    expect(toReadPosition({ commit: -1, prepare: -1 })).toBe('start');
    expect(toReadPosition({ commit: 10, prepare: 8 })).toEqual({ commit: 10n, prepare: 8n });
  });
});

describe('KurrentDB mapping: metadata', () => {
  it('stores the audit facts, the version and $correlationId / $causationId', () => {
    const meta = metadata({ userId: 'u-1', role: 2, workstation: 'WS-1', warehouse: 'W-1' });
    const stored = toStoredMetadata(meta, 3);
    expect(stored).toEqual({ ...meta, $correlationId: meta.correlationId, $causationId: meta.causationId, version: 3 });
  });

  it('round-trips metadata and version exactly', () => {
    const meta = metadata({ userId: null, role: null });
    const stored = JSON.parse(JSON.stringify(toStoredMetadata(meta, 2))) as unknown;
    expect(fromStoredMetadata(stored, created)).toEqual({ metadata: meta, version: 2 });
  });

  it('reads correlation and causation from the $ names first', () => {
    const read = fromStoredMetadata({ $correlationId: 'c-1', $causationId: 'k-1', correlationId: 'old', causationId: 'old' }, created);
    expect(read.metadata.correlationId).toBe('c-1');
    expect(read.metadata.causationId).toBe('k-1');
  });

  it('ignores non-string $ ids and fills what foreign events lack', () => {
    expect(fromStoredMetadata({ $correlationId: 5, $causationId: { id: 1 } }, created)).toEqual({
      metadata: {
        correlationId: '',
        causationId: '',
        userId: null,
        role: null,
        workstation: null,
        warehouse: null,
        recordedAt: created.toISOString(),
      },
      version: 1,
    });
    expect(fromStoredMetadata(undefined, created).version).toBe(1);
    expect(fromStoredMetadata(new Uint8Array([1, 2]), created).metadata.correlationId).toBe('');
    expect(fromStoredMetadata({ version: 0 }, created).version).toBe(1);
  });
});

describe('KurrentDB mapping: recorded events and filters', () => {
  it('maps a client recorded event', () => {
    const meta = metadata();
    const recorded = toRecordedEvent({
      streamId: 'parcel-1',
      id: '6a1f0c3e-0000-4000-8000-000000000001',
      revision: 4n,
      type: 'ParcelScanned',
      created,
      data: { code: 'X' },
      metadata: toStoredMetadata(meta, 2),
      position: { commit: 900n, prepare: 880n },
    });
    expect(recorded).toEqual({
      eventId: '6a1f0c3e-0000-4000-8000-000000000001',
      type: 'ParcelScanned',
      version: 2,
      data: { code: 'X' },
      metadata: meta,
      streamId: 'parcel-1',
      revision: 4,
      position: { commit: 900, prepare: 880 },
    });
  });

  it('skips system events and applies type and prefix filters', () => {
    expect(matchesFilter({ type: '$metadata', streamId: 'a-1' }, undefined)).toBe(false);
    expect(matchesFilter({ type: 'A', streamId: 'a-1' }, undefined)).toBe(true);
    expect(matchesFilter({ type: 'A', streamId: 'a-1' }, { eventTypes: ['B'] })).toBe(false);
    expect(matchesFilter({ type: 'A', streamId: 'a-1' }, { eventTypes: ['A'], streamPrefix: 'a-' })).toBe(true);
    expect(matchesFilter({ type: 'A', streamId: 'b-1' }, { streamPrefix: 'a-' })).toBe(false);
  });

  it('builds an exact, escaped event type regex', () => {
    const regex = new RegExp(exactTypesRegex(['Keep', 'a.b', 'x+y']));
    expect(['Keep', 'a.b', 'x+y'].every((t) => regex.test(t))).toBe(true);
    expect(['KeepMore', 'aXb', 'xxy', 'Kee'].some((t) => regex.test(t))).toBe(false);
  });

  it('lets the server filter by stream prefix, else by types, else exclude system events', () => {
    expect(serverFilter({ streamPrefix: 'p-', eventTypes: ['A'] })).toEqual({ on: 'streamName', prefixes: ['p-'] });
    expect(serverFilter({ eventTypes: ['A'] })).toEqual({ on: 'eventType', regex: '^(?:A)$' });
    expect(serverFilter(undefined)).toEqual({ on: 'excludeSystemEvents' });
  });
});
