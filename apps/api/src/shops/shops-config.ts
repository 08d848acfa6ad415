import { z } from 'zod';

/**
 * The shops area's settings, part of the API's configuration
 * (bootstrap/config.ts; README's table; docs/shops.md).
 */
export const SHOPS_CONFIG = {
  /** 'sandbox' (default: THE SANDBOX IdoSell in the configured database) or 'http' (the shops' real Admin API). */
  IDOSELL_ADAPTER: z.enum(['sandbox', 'http']).default('sandbox'),
  /** The Admin API version in the path: https://{shop}/api/admin/v{N}/... */
  IDOSELL_API_VERSION: z.coerce.number().int().min(1).max(99).default(6),
  IDOSELL_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /** THE SANDBOX's delay of every answer. */
  IDOSELL_SANDBOX_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(50),
  /** THE SANDBOX's outage switch: every shop whose domain contains this text answers 503 ('*': every shop). */
  IDOSELL_SANDBOX_FAIL: z.string().default(''),
  /** How often every shop with a courier mapping is synchronised (10 min); 0: only on demand. */
  SHOP_SYNC_INTERVAL_MS: z.coerce.number().int().min(0).default(600_000),
  /** Search pages (100 orders each) one run reads at most. */
  SHOP_SYNC_MAX_PAGES: z.coerce.number().int().min(1).max(1000).default(50),
};
