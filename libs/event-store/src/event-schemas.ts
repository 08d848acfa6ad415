import type { z } from 'zod';
import { InvalidEventError } from './errors.js';
import type { EventStore, NewEvent, RecordedEvent } from './types.js';

/**
 * Each event type declares its current version and zod schema, plus upcasters
 * that lift older stored versions to the current shape on read.
 */
export interface EventTypeDefinition {
  readonly type: string;
  readonly version: number;
  readonly schema: z.ZodType;
  /** upcasters[v] turns version v data into version v + 1 data. */
  readonly upcasters?: Readonly<Record<number, (data: unknown) => unknown>>;
}

export class EventSchemas {
  private readonly byType = new Map<string, EventTypeDefinition>();

  constructor(definitions: readonly EventTypeDefinition[]) {
    for (const definition of definitions) this.byType.set(definition.type, definition);
  }

  get types(): string[] {
    return [...this.byType.keys()];
  }

  /** Validates outgoing data and stamps the current version. */
  prepare(event: NewEvent): NewEvent {
    const definition = this.byType.get(event.type);
    if (!definition) throw new InvalidEventError(event.type, 'unknown event type');
    const parsed = definition.schema.safeParse(event.data);
    if (!parsed.success) throw new InvalidEventError(event.type, parsed.error.message);
    return { ...event, version: definition.version, data: parsed.data };
  }

  /** Lifts a stored event to its type's current version. */
  upcast(event: RecordedEvent): RecordedEvent {
    const definition = this.byType.get(event.type);
    if (!definition || event.version >= definition.version) return event;
    let data = event.data;
    for (let v = event.version; v < definition.version; v++) {
      const upcaster = definition.upcasters?.[v];
      if (!upcaster) throw new Error(`No upcaster for ${event.type} v${v}`);
      data = upcaster(data);
    }
    return { ...event, version: definition.version, data };
  }
}

/**
 * Wraps any adapter: validates on append and upcasts on every read, so handlers
 * and projections only ever see current versions.
 */
export function withSchemas(store: EventStore, schemas: EventSchemas): EventStore {
  const upcastAll = (events: RecordedEvent[]) => events.map((e) => schemas.upcast(e));
  return {
    append: (streamId, events, options) => store.append(streamId, events.map((e) => schemas.prepare(e)), options),
    appendMany: (appends) => store.appendMany(appends.map((a) => ({ ...a, events: a.events.map((e) => schemas.prepare(e)) }))),
    readStream: async (streamId, options) => upcastAll(await store.readStream(streamId, options)),
    readAll: async (options) => upcastAll(await store.readAll(options)),
    subscribeToAll: (options, handler) => store.subscribeToAll(options, (events) => handler(upcastAll(events))),
    close: () => store.close(),
  };
}
