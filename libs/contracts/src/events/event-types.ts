import type { z } from 'zod';

/** Event schemas of one area or stream: event type -> zod schema of its data. */
export type EventSchemas = Readonly<Record<string, z.ZodType>>;

/** The union of events ({type, data}) that a set of schemas describes: the one source of an event's shape. */
export type EventsOf<S extends EventSchemas> = { [K in keyof S & string]: { type: K; data: z.output<S[K]> } }[keyof S & string];

/** The event types of a set of schemas, in their order. */
export const eventTypesOf = <S extends EventSchemas>(schemas: S): readonly (keyof S & string)[] => Object.keys(schemas);
