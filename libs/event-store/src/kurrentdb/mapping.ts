/**
 * Pure translations between the event store port and the KurrentDB client's
 * shapes. No I/O here, so they are unit-tested without a server.
 */
import type { AppendStreamState, CurrentStreamState, Position as ClientPosition, ReadPosition } from '@kurrent/kurrentdb-client';
import { START as PORT_START, type EventFilter, type EventMetadata, type ExpectedRevision, type Position, type RecordedEvent } from '../types.js';

/** The client's START constant, spelled out so this module loads nothing of the client at runtime. */
const START = 'start' satisfies ReadPosition;

/** Our expected revision -> the client's stream state. */
export function toStreamState(expected: ExpectedRevision): AppendStreamState {
  switch (expected) {
    case 'any':
      return 'any';
    case 'no_stream':
      return 'no_stream';
    case 'stream_exists':
      return 'stream_exists';
    default:
      if (!Number.isSafeInteger(expected) || expected < 0) throw new RangeError(`Bad expected revision: ${expected}`);
      return BigInt(expected);
  }
}

/** The client's actual stream state -> our revision, -1 when the stream does not exist. */
export function toActualRevision(actual: CurrentStreamState | bigint | undefined): number {
  if (actual === undefined || actual === 'no_stream') return -1;
  return actual < 0n ? -1 : Number(actual);
}

export function fromClientPosition(position: ClientPosition): Position {
  return { commit: Number(position.commit), prepare: Number(position.prepare) };
}

/** Our position -> where the client starts reading $all; START (or anything before it) is the beginning. */
export function toReadPosition(position: Position | undefined): ReadPosition {
  if (!position || position.commit < 0 || position.prepare < 0) return START;
  return { commit: BigInt(position.commit), prepare: BigInt(position.prepare) };
}

/**
 * What KurrentDB keeps as the event's JSON metadata: the audit facts, the event
 * version, and the correlation and causation ids again under the names the
 * server's projections understand (`$correlationId`, `$causationId`: strings only).
 */
export interface StoredMetadata extends EventMetadata {
  readonly $correlationId?: string;
  readonly $causationId?: string;
  readonly version: number;
}

export function toStoredMetadata(metadata: EventMetadata, version: number): StoredMetadata {
  return {
    ...metadata,
    ...(typeof metadata.correlationId === 'string' ? { $correlationId: metadata.correlationId } : {}),
    ...(typeof metadata.causationId === 'string' ? { $causationId: metadata.causationId } : {}),
    version,
  };
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * Stored metadata -> our metadata and event version. Tolerates events written by
 * other tools: missing facts become null (ids ''), a missing version is 1, a
 * missing recorded-at is the server's creation time.
 */
export function fromStoredMetadata(stored: unknown, created: Date): { metadata: EventMetadata; version: number } {
  const raw: Record<string, unknown> =
    stored !== null && typeof stored === 'object' && !(stored instanceof Uint8Array) && !Array.isArray(stored)
      ? (stored as Record<string, unknown>)
      : {};
  const version = raw['version'];
  const role = raw['role'];
  return {
    metadata: {
      correlationId: text(raw['$correlationId']) ?? text(raw['correlationId']) ?? '',
      causationId: text(raw['$causationId']) ?? text(raw['causationId']) ?? '',
      userId: textOrNull(raw['userId']),
      role: typeof role === 'number' ? role : null,
      workstation: textOrNull(raw['workstation']),
      warehouse: textOrNull(raw['warehouse']),
      recordedAt: text(raw['recordedAt']) ?? created.toISOString(),
    },
    version: typeof version === 'number' && Number.isSafeInteger(version) && version > 0 ? version : 1,
  };
}

/** The fields of a client recorded event this adapter reads. */
export interface ClientRecordedEvent {
  readonly streamId: string;
  readonly id: string;
  readonly revision: bigint;
  readonly type: string;
  readonly created: Date;
  readonly data: unknown;
  readonly metadata: unknown;
  readonly position?: ClientPosition;
}

/** A client recorded event -> ours. Servers older than 22.6 send no position on stream reads: START stands in. */
export function toRecordedEvent(event: ClientRecordedEvent): RecordedEvent {
  const { metadata, version } = fromStoredMetadata(event.metadata, event.created);
  return {
    eventId: event.id,
    type: event.type,
    version,
    data: event.data,
    metadata,
    streamId: event.streamId,
    revision: Number(event.revision),
    position: event.position ? fromClientPosition(event.position) : PORT_START,
  };
}

/** System events ($-prefixed types: stream metadata, statistics, links, settings) never reach our readers. */
export function isSystemEventType(type: string): boolean {
  return type.startsWith('$');
}

/** Whether an event passes the port's filter; system events never do. */
export function matchesFilter(event: { readonly type: string; readonly streamId: string }, filter: EventFilter | undefined): boolean {
  if (isSystemEventType(event.type)) return false;
  if (filter?.eventTypes && !filter.eventTypes.includes(event.type)) return false;
  if (filter?.streamPrefix !== undefined && !event.streamId.startsWith(filter.streamPrefix)) return false;
  return true;
}

/** A regular expression (also valid for the server's .NET engine) matching exactly these event types. */
export function exactTypesRegex(types: readonly string[]): string {
  return `^(?:${types.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`;
}

/**
 * Which filter the server applies (it takes one: stream name or event type).
 * The stream prefix is the more selective one; the rest is checked on our side
 * by `matchesFilter` anyway.
 */
export type ServerFilter =
  | { readonly on: 'streamName'; readonly prefixes: string[] }
  | { readonly on: 'eventType'; readonly regex: string }
  | { readonly on: 'excludeSystemEvents' };

export function serverFilter(filter: EventFilter | undefined): ServerFilter {
  if (filter?.streamPrefix) return { on: 'streamName', prefixes: [filter.streamPrefix] };
  if (filter?.eventTypes && filter.eventTypes.length > 0) return { on: 'eventType', regex: exactTypesRegex(filter.eventTypes) };
  return { on: 'excludeSystemEvents' };
}
