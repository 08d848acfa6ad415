import { z } from 'zod';
import { PRICE_LIST_CURRENCIES, PRICE_LIST_TYPES } from '../catalogues/pricing.js';
import { eventTypesOf } from './event-types.js';

/** The schema of each accounting event's data, current version 1 (docs/accounting.md). */

const shipmentId = z.number().int().min(1);
const when = z.string().datetime();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const money = z.number();

export const accountedAmountsSchema = z.object({
  summary: money,
  specific_exchange_rate: z.number(),
  base: money,
  cod: money,
  insurance: money,
  overweight: money,
  oversize: money,
  multi_pack: money,
  unclaimed: money,
  collect_from_client: money,
});

const size = z.object({ weight: z.number(), height: z.number(), width: z.number(), length: z.number() });
/** The facts the amounts were computed from (the AccountingInput), kept so an amount can always be explained. */
export const accountingInputSchema = z.object({
  shipmentId,
  clientId: z.number().int().min(1),
  countryId: z.number().int(),
  courierId: z.number().int(),
  isReturn: z.boolean(),
  isLocker: z.boolean(),
  isEmag: z.boolean(),
  parcels: z.array(z.object({ parcelId: z.number().int().min(1), declared: size, measured: size.nullable(), nonConveyable: z.boolean() })),
  codValue: z.number(),
  declaredValue: z.number(),
  contentCurrency: z.string(),
  unclaimed: z.boolean(),
  useRealWeight: z.boolean(),
  sideFormulaLimit: z.number(),
});

const side = z.enum(PRICE_LIST_TYPES);
/** Why the shipment was (re)priced. */
export const ACCOUNTING_REASONS = ['received', 'measured', 'returned', 'unclaimed', 'changed', 're_account'] as const;

/** A shipment's accounting stream (shipment-accounting-<shipmentId>): every amount ever charged, by which list and version. */
export const shipmentAccountingEventSchemas = {
  ShipmentAccounted: z.object({
    shipmentId,
    clientId: z.number().int().min(1),
    side,
    /** main: the first amounts; after_service: amounts recomputed later that differ from the last ones. */
    kind: z.enum(['main', 'after_service']),
    reason: z.enum(ACCOUNTING_REASONS),
    priceListId: z.number().int().min(1),
    priceListRevision: z.number().int().min(0),
    currency: z.enum(PRICE_LIST_CURRENCIES),
    amounts: accountedAmountsSchema,
    input: accountingInputSchema,
    /** The derived facts the charge hangs on (accounting weights, bands, converted COD and declared value: recordedFacts). */
    facts: z.record(z.string(), z.unknown()),
    /** The Warsaw day the shipment became accountable (which list was in effect). */
    accountedOn: day,
    at: when,
  }),
  /** No list (or no exchange rate) could price it: the problem SHIPMENT_NOT_ACCOUNTED. */
  ShipmentAccountingFailed: z.object({
    shipmentId,
    clientId: z.number().int().min(1),
    side,
    reason: z.enum(['no_operational_price_list_match', 'missing_exchange_rate']),
    details: z.record(z.string(), z.unknown()),
    accountedOn: day,
    at: when,
  }),
  /** A side that had failed is priced now (after its ShipmentAccounted): SHIPMENT_NOT_ACCOUNTED is resolved for it. */
  ShipmentAccountingRecovered: z.object({ shipmentId, clientId: z.number().int().min(1), side, at: when }),
} as const;

/** The exchange-rate table admins keep (one stream, exchange-rates: rare writes). */
export const exchangeRateEventSchemas = {
  ExchangeRateSet: z.object({ currency: z.enum(PRICE_LIST_CURRENCIES), plnPerUnit: z.number().positive(), validFrom: day }),
  ExchangeRateRemoved: z.object({ currency: z.enum(PRICE_LIST_CURRENCIES), validFrom: day }),
} as const;

export const accountingEventSchemas = { ...shipmentAccountingEventSchemas, ...exchangeRateEventSchemas } as const;
export const SHIPMENT_ACCOUNTING_EVENT_TYPES = eventTypesOf(shipmentAccountingEventSchemas);
