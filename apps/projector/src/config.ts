import { z } from 'zod';

const schema = z.object({
  DATABASE_URL: z.string().url(),
  NATS_URL: z.string().optional(),
  NATS_NAMESPACE: z.string().regex(/^[\w-]+$/).default('parcel'),
  EVENTSTORE_URL: z.string().optional(),
  PROJECTOR_BATCH_SIZE: z.coerce.number().int().min(1).max(10_000).default(500),
});

export type ProjectorConfig = z.output<typeof schema>;

export function readProjectorConfig(env: Record<string, string | undefined> = process.env): ProjectorConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid configuration: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`);
  return parsed.data;
}
