import { ADDRESSES_ERROR_CODES } from '../addresses/addresses.errors.js';
import { CALENDAR_ERROR_CODES } from '../calendar/calendar.errors.js';
import { CLIENT_ERROR_CODES } from '../clients/client.errors.js';
import { IDENTITY_ERROR_CODES } from '../identity/identity.errors.js';
import { OPERATIONS_ERROR_CODES } from '../operations/operations.errors.js';
import { SHIPMENT_ERROR_CODES } from '../shipments/shipment.errors.js';
import { STATUSES_ERROR_CODES } from '../statuses/statuses.errors.js';
import { WAREHOUSE_ERROR_CODES } from '../warehouse/warehouse.errors.js';
import { REPORTS_ERROR_CODES } from '../reports/reports.errors.js';
import { LISTING_ERROR_CODES } from '../listing/listing.errors.js';
import { INVOICING_ERROR_CODES } from '../invoicing/invoicing.errors.js';
import { PRICING_ERROR_CODES } from '../pricing/pricing.errors.js';
import { ACCOUNTING_ERROR_CODES } from '../accounting/accounting.errors.js';
import { COURIER_PRICES_ERROR_CODES } from '../courier-prices/courier-prices.errors.js';
import { SHOPS_ERROR_CODES } from '../shops/shops.errors.js';
import { RESIGNATIONS_ERROR_CODES } from '../resignations/resignations.errors.js';

/** Error codes every area may answer. */
export const SHARED_ERROR_CODES = [
  'validation_failed',
  'unauthenticated',
  'forbidden',
  'not_found',
  'wrong_expected_revision',
  'internal_error',
] as const;
export type SharedErrorCode = (typeof SHARED_ERROR_CODES)[number];

/**
 * Stable error codes: the shared ones and each business area's own (the one
 * list of areas in this library). The API maps each to an HTTP status in the
 * area that owns it; the console maps each to Polish text.
 */
export const ERROR_CODES = [
  ...SHARED_ERROR_CODES,
  ...IDENTITY_ERROR_CODES,
  ...CLIENT_ERROR_CODES,
  ...OPERATIONS_ERROR_CODES,
  ...STATUSES_ERROR_CODES,
  ...SHIPMENT_ERROR_CODES,
  ...ADDRESSES_ERROR_CODES,
  ...WAREHOUSE_ERROR_CODES,
  ...CALENDAR_ERROR_CODES,
  ...REPORTS_ERROR_CODES,
  ...LISTING_ERROR_CODES,
  ...INVOICING_ERROR_CODES,
  ...PRICING_ERROR_CODES,
  ...ACCOUNTING_ERROR_CODES,
  ...COURIER_PRICES_ERROR_CODES,
  ...RESIGNATIONS_ERROR_CODES,
  ...SHOPS_ERROR_CODES,
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly details: Record<string, unknown> = {},
  ) {
    super(code);
    this.name = 'DomainError';
  }
}

/** Exhaustiveness check for switches over unions. */
export function assertNever(value: never): never {
  throw new Error(`Unexpected value: ${JSON.stringify(value)}`);
}
