import { z } from 'zod';
import { parseSecretsKey } from '../shared/cipher.js';

/** Everything the API reads from its environment; see the README's configuration table. */
const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  NATS_URL: z.string().optional(),
  /** Subject prefix, so deployments sharing one NATS server stay apart. */
  NATS_NAMESPACE: z.string().regex(/^[\w-]+$/).default('parcel'),
  EVENTSTORE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  /** Run the projector inside the API process (always so in the embedded default). */
  RUN_PROJECTOR: z.enum(['true', 'false']).optional(),
  ADMIN_EMAIL: z.string().email().default('admin@example.com'),
  ADMIN_PASSWORD: z.string().min(6).default('admin123'),
  WORKER_EMAIL: z.string().email().default('worker@example.com'),
  WORKER_PASSWORD: z.string().min(6).default('worker123'),
  SEED_DEMO_USERS: z.enum(['true', 'false']).default('true'),
  /** Without it the API starts a local SMTP sink that saves mails under DATA_DIR/mail. */
  SMTP_URL: z.string().optional(),
  SMTP_SINK_PORT: z.coerce.number().int().min(0).default(2525),
  MAIL_FROM: z.string().default('Parcel Back Office <no-reply@localhost>'),
  /** The product's name in mails (invitations, recovery). */
  PRODUCT_NAME: z.string().min(1).default('Parcel Back Office'),
  PUBLIC_URL: z.string().url().optional(),
  /** Bounded wait for read-your-writes. */
  READ_WAIT_MS: z.coerce.number().int().min(0).max(30_000).default(2000),
  CONSOLE_DIR: z.string().optional(),
  /** A session ends this long after login at the latest (30 days). */
  SESSION_MAX_AGE_HOURS: z.coerce.number().int().min(1).default(720),
  /** A session unused this long ends (no request and no open live socket). */
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(120),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).default(15),
  /** Login attempts from one client address, whatever the e-mail, per LOGIN_LOCK_MINUTES (successes give theirs back). */
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(50),
  /** Recovery and registration mails per e-mail, and per client address, per hour. */
  MAIL_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(3),
  MAIL_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(10),
  /** Import the shipped address registers at start when the database lacks their version (docs/addresses.md). */
  ADDRESS_IMPORT: z.enum(['true', 'false']).default('true'),
  /** Public postal-code finder searches per client address per minute. */
  ADDRESS_SEARCH_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(120),
  /** Key of the secrets at rest (base64 of 32 bytes); unset -> DATA_DIR/secrets.key, made once. Never logged. */
  SECRETS_KEY: z
    .string()
    .optional()
    .refine((value) => !value || parseSecretsKey(value) !== undefined),
  /** Which courier gateway checks courier logins and searches contacts (only the sandbox exists yet). */
  COURIER_GATEWAY: z.enum(['sandbox']).default('sandbox'),
  /** Defaults of a new courier credential (GET ask/credentials/DPD); the sandbox login by default. */
  CREDENTIAL_DEFAULT_DPD_SYSTEM_ID: z.string().default('sandbox-dpd'),
  CREDENTIAL_DEFAULT_DPD_API_PASSWORD: z.string().default('sandbox-pass'),
  CREDENTIAL_DEFAULT_OUT_SERVICE: z.string().default('DPD Classic'),
  /** Empty: every request gets a freshly generated shop-platform password. */
  CREDENTIAL_DEFAULT_IAI_PASSWORD: z.string().default(''),
  /** The mail-style domain of generated marketplace usernames. */
  EXTERNAL_API_USERNAME_DOMAIN: z
    .string()
    .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/i)
    .default('api.paczki.example'),
  /** Comma-separated addresses our servers call marketplaces from (clients whitelist them). */
  EXTERNAL_API_SERVER_IPS: z
    .string()
    .default('10.0.0.1,10.0.0.2')
    .transform((value) =>
      value
        .split(',')
        .map((address) => address.trim())
        .filter((address) => address !== ''),
    ),
});

export type ApiConfig = z.output<typeof schema> & { embedded: boolean; runProjector: boolean; publicUrl: string };

export function readConfig(env: Record<string, string | undefined> = process.env): ApiConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => i.path.join('.')).join(', ');
    throw new Error(`Invalid configuration: ${fields}`);
  }
  const config = parsed.data;
  const embedded = !config.DATABASE_URL;
  return {
    ...config,
    embedded,
    runProjector: embedded || config.RUN_PROJECTOR === 'true',
    publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
  };
}
