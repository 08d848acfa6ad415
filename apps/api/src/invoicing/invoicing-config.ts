import { z } from 'zod';

/**
 * The invoicing service's settings, part of the API's configuration
 * (bootstrap/config.ts; README's table; docs/invoicing.md). The token is
 * secret: never logged, never in an error message.
 */
export const INVOICING_CONFIG = {
  /** 'sandbox' (default: THE SANDBOX Fakturownia in the configured database) or 'fakturownia' (the real API). */
  INVOICING_ADAPTER: z.enum(['sandbox', 'fakturownia']).default('sandbox'),
  /** The account's subdomain: https://{account}.fakturownia.pl. */
  FAKTUROWNIA_ACCOUNT: z
    .string()
    .regex(/^([a-z0-9]([a-z0-9-]*[a-z0-9])?)?$/i)
    .default(''),
  /** Overrides https://{account}.fakturownia.pl (a proxy). */
  FAKTUROWNIA_API_URL: z.string().url().optional(),
  FAKTUROWNIA_API_TOKEN: z.string().default(''),
  FAKTUROWNIA_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /** THE SANDBOX's delay of every answer. */
  FAKTUROWNIA_SANDBOX_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(100),
  /** THE SANDBOX's outage switch: every call about an oid containing this text fails as a 503 ('*': every call). */
  FAKTUROWNIA_SANDBOX_FAIL: z.string().default(''),
  /** THE SANDBOX's share (0..1) of calls answered as an outage, for demos. */
  FAKTUROWNIA_SANDBOX_FAILURE_RATE: z.coerce.number().min(0).max(1).default(0),
};

/** The settings once read (the same object the API's configuration composes them into). */
export const invoicingSettingsSchema = z.object(INVOICING_CONFIG);
type InvoicingSettings = z.output<typeof invoicingSettingsSchema>;

/** With INVOICING_ADAPTER=fakturownia the account and the token are required (named, never their values). */
export function checkInvoicingConfig(config: InvoicingSettings, context: z.RefinementCtx): void {
  if (config.INVOICING_ADAPTER !== 'fakturownia') return;
  for (const key of ['FAKTUROWNIA_ACCOUNT', 'FAKTUROWNIA_API_TOKEN'] as const) {
    if (config[key] === '') context.addIssue({ code: 'custom', path: [key], message: 'required' });
  }
}

/** Where the account's API answers. */
export const fakturowniaAccountUrl = (config: Pick<InvoicingSettings, 'FAKTUROWNIA_ACCOUNT' | 'FAKTUROWNIA_API_URL'>): string =>
  config.FAKTUROWNIA_API_URL ?? `https://${config.FAKTUROWNIA_ACCOUNT}.fakturownia.pl`;
