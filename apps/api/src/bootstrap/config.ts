import { z } from 'zod';
import { parseSecretsKey } from '../shared/cipher.js';
import { checkInvoicingConfig, INVOICING_CONFIG } from '../invoicing/invoicing-config.js';
import { SHOPS_CONFIG } from '../shops/shops-config.js';

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
  /** Public tracking requests from one client address per minute. */
  TRACKING_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /** Import the shipped address registers at start when the database lacks their version (docs/addresses.md). */
  ADDRESS_IMPORT: z.enum(['true', 'false']).default('true'),
  /** Public postal-code finder searches per client address per minute. */
  ADDRESS_SEARCH_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(120),
  /** Key of the secrets at rest (base64 of 32 bytes); unset -> DATA_DIR/secrets.key, made once. Never logged. */
  SECRETS_KEY: z
    .string()
    .optional()
    .refine((value) => !value || parseSecretsKey(value) !== undefined),
  /**
   * The courier adapters: 'sandbox' (default: THE SANDBOX answers like the couriers, docs/sandbox-couriers.md) or
   * 'sameday' (shipment registration and lockers with the real Sameday API; login checks and contacts stay sandbox).
   */
  COURIER_GATEWAY: z.enum(['sandbox', 'sameday']).default('sandbox'),
  /** THE SANDBOX couriers' registration: every answer's delay, and shares (0..1) of outages and 2 s answers for demos. */
  COURIER_SANDBOX_LATENCY_MS: z.coerce.number().int().min(0).max(10_000).default(100),
  COURIER_SANDBOX_FAILURE_RATE: z.coerce.number().min(0).max(1).default(0),
  COURIER_SANDBOX_SLOW_RATE: z.coerce.number().min(0).max(1).default(0),
  /** The real Sameday API (COURIER_GATEWAY=sameday), docs/couriers.md. The password is never logged. */
  SAMEDAY_API_URL: z.string().url().default('https://api.sameday.ro'),
  SAMEDAY_USERNAME: z.string().default(''),
  SAMEDAY_PASSWORD: z.string().default(''),
  SAMEDAY_PICKUP_POINT_ID: z.string().regex(/^\d*$/).default(''),
  SAMEDAY_CONTACT_PERSON_ID: z.string().regex(/^\d*$/).default(''),
  /** Service ids of the account (GET /api/client/services): 24 home, LN locker, XB / XL cross-border; empty = not offered. */
  SAMEDAY_SERVICE_HOME: z.string().regex(/^\d*$/).default('7'),
  SAMEDAY_SERVICE_LOCKER: z.string().regex(/^\d*$/).default('15'),
  SAMEDAY_SERVICE_XB: z.string().regex(/^\d*$/).default(''),
  SAMEDAY_SERVICE_XL: z.string().regex(/^\d*$/).default(''),
  /** The country of the host's easyboxes (GET /api/client/lockers). */
  SAMEDAY_COUNTRY: z.enum(['RO', 'HU', 'BG']).default('RO'),
  SAMEDAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /** How often the lockers are synced from the networks (6 h); 0: never, not even at start. */
  LOCKERS_SYNC_INTERVAL_MS: z.coerce.number().int().min(0).default(21_600_000),
  /** The invoicing service (INVOICING_ADAPTER, FAKTUROWNIA_*): invoicing/invoicing-config.ts, docs/invoicing.md. */
  ...INVOICING_CONFIG,
  /** Client shops (IDOSELL_*, SHOP_SYNC_*): shops/shops-config.ts, docs/shops.md. */
  ...SHOPS_CONFIG,
  /** How often lists whose begin date has come are recorded as activated (docs/pricing.md); also at start; 0: never. */
  PRICE_LIST_ACTIVATION_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
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
  /** Where report files are written (docs/reports.md); unset -> DATA_DIR/exports. Replicas share it (a volume). */
  EXPORTS_DIR: z.string().optional(),
  /** Build ordered reports in this process ('false': a replica that only serves; another one builds). */
  EXPORTS_WORKER: z.enum(['true', 'false']).default('true'),
  /** Rows a report reads and writes per batch (progress and the stop check come between batches). */
  EXPORT_BATCH_ROWS: z.coerce.number().int().min(1).max(50_000).default(2000),
  /** A pause between batches (0: none; a busy database can be spared, the tests slow a report down with it). */
  EXPORT_BATCH_PAUSE_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /** Reports a worker builds at once (of one batch of orders; each holds about one batch of rows in memory). */
  EXPORT_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(4),
  /** Attempts a report gets when its worker dies mid-report; then internal_error. */
  EXPORT_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(3),
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

/** With COURIER_GATEWAY=sameday, the account's login, pickup point and contact person are required. */
const SAMEDAY_REQUIRED = ['SAMEDAY_USERNAME', 'SAMEDAY_PASSWORD', 'SAMEDAY_PICKUP_POINT_ID', 'SAMEDAY_CONTACT_PERSON_ID'] as const;
const checkedSchema = schema.superRefine((config, context) => {
  checkInvoicingConfig(config, context);
  if (config.COURIER_GATEWAY !== 'sameday') return;
  for (const key of SAMEDAY_REQUIRED) if (config[key] === '') context.addIssue({ code: 'custom', path: [key], message: 'required' });
});

export type ApiConfig = z.output<typeof schema> & { embedded: boolean; runProjector: boolean; publicUrl: string };

export function readConfig(env: Record<string, string | undefined> = process.env): ApiConfig {
  const parsed = checkedSchema.safeParse(env);
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
