import type { z } from 'zod';
import { clientEventSchemas } from './clients.events.js';
import { identityEventSchemas } from './identity.events.js';

export interface EventDefinition {
  readonly type: string;
  readonly version: number;
  readonly schema: z.ZodType;
  readonly upcasters?: Readonly<Record<number, (data: unknown) => unknown>>;
}

/** Every event type the store accepts, with its current version and schema. */
export const EVENT_DEFINITIONS: readonly EventDefinition[] = Object.entries({ ...identityEventSchemas, ...clientEventSchemas }).map(
  ([type, schema]) => ({ type, version: 1, schema }),
);
