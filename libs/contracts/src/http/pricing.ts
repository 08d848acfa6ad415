import { z } from 'zod';
import {
  PRICE_LIST_CURRENCIES,
  PRICE_LIST_TYPES,
  SPECIAL_ASSOCIATIONS,
  SURCHARGE_KEYS,
  SURCHARGE_TYPES,
  type SurchargeKey,
} from '../catalogues/pricing.js';
import { calendarDateField } from './calendar.js';
import { dataTableRequest } from './data-table.js';
import { intId, numeric } from './validation.js';

/**
 * Operational price lists (spec/03 §3, §4, §7, §8; issue 13 §1). Base path app/v1/operational_price_list:
 * GET    /{type}/special_associations           -> [{ code, name }]   (the spec's "/{id}/special_associations": the id is the type)
 * POST   /{type}            price list body     -> 201 { id, message: 'Utworzono pomyślnie!' }
 * PUT    /{type}            body with id        -> { id, message: 'Zmodyfikowano pomyślnie!' } (409 price_list_in_use)
 * GET    /{type}/one/{id}                       -> priceListView (404 price_list_not_found)
 * GET    /{type}/check/{id}                     -> { used } (id 0: a new list, never used)
 * DELETE /{type}            { id }              -> { message: 'Usunięto pomyślnie!' } (409 price_list_in_use)
 * PATCH  /{type}            { id }              -> { message: 'Powrócono do korzystania z głównego cennika!' } (client lists only)
 * GET    /{type}/current_active                 -> [id, ...]: the lists in effect today (one per client, association and country or courier)
 * GET    /{type}/current_active/{special_association}?id_country=&id_courier=
 *                                                -> priceListView of the default list in effect (404 no_active_default_price_list:
 *                                                   'Brak aktywnego domyślnego cennika!')
 * POST   /{type}/list/{clientId}  table protocol -> rows; clientId 0: the default lists
 * Also GET app/v1/courier/list ([{ id, name }]: last-mile couriers of cost lists), GET app/v1/currency ([code]).
 * Roles: admin only. Live read model: 'operational_price_lists'.
 */

export const priceListTypeField = z.enum(PRICE_LIST_TYPES, { error: 'invalid_value' });
export const priceListTypeParams = z.object({ type: priceListTypeField });
export const priceListParams = z.object({ type: priceListTypeField, id: intId });
/** GET /{type}/check/{id}: 0 is a list not saved yet. */
export const priceListCheckParams = z.object({
  type: priceListTypeField,
  id: numeric(z.number().int({ error: 'invalid_value' }).min(0, { error: 'invalid_value' })),
});
export const priceListClientParams = z.object({
  type: priceListTypeField,
  clientId: numeric(z.number().int({ error: 'invalid_value' }).min(0, { error: 'invalid_value' })),
});
export const currentActiveDefaultParams = z.object({
  type: priceListTypeField,
  special_association: z.enum(SPECIAL_ASSOCIATIONS, { error: 'invalid_value' }),
});
export const currentActiveDefaultQuery = z.object({ id_country: intId.optional(), id_courier: intId.optional() });
export const priceListIdRequest = z.object({ id: intId });

const amount = numeric(z.number({ error: 'invalid_value' }).min(0, { error: 'too_small' }).max(1_000_000, { error: 'too_big' }));
const optionalAmount = z.preprocess((v) => (v === '' ? null : v), amount.nullable().optional()).transform((v) => v ?? null);

/** One surcharge: lump_sum or percent; minimal and maximal only mean something for percent (kept null for lump_sum). */
export const surchargeField = z
  .object({
    type: z.enum(SURCHARGE_TYPES, { error: 'invalid_value' }).default('lump_sum'),
    value: amount.default(0),
    minimal: optionalAmount,
    maximal: optionalAmount,
  })
  .transform((s) => (s.type === 'lump_sum' ? { ...s, minimal: null, maximal: null } : s))
  .refine((s) => s.minimal === null || s.maximal === null || s.minimal <= s.maximal, {
    error: 'min_above_max',
    path: ['maximal'],
  });

const surcharges = Object.fromEntries(
  SURCHARGE_KEYS.map((key) => [key, surchargeField.default({ type: 'lump_sum', value: 0, minimal: null, maximal: null })]),
) as { [K in SurchargeKey]: z.ZodDefault<typeof surchargeField> };

export const weightThresholdField = z.object({
  id: intId.optional(),
  limiting_threshold: numeric(z.number({ error: 'invalid_value' }).gt(0, { error: 'too_small' }).max(10_000, { error: 'too_big' })),
  base_amount: amount,
});

/**
 * The price list body of POST and PUT (spec/03 §3, §5): name, begin date and the currencies required; income lists
 * name a country (id_country), cost lists a courier (id_courier); thresholds strictly ascending. Field errors keyed
 * by their path (cod_account_factor.maximal, weight_thresholds.2.limiting_threshold).
 */
export const priceListBody = z
  .object({
    id_client: z.preprocess((v) => (v === '' || v === 0 || v === '0' ? null : v), intId.nullable().optional()).transform((v) => v ?? null),
    name: z.string().trim().min(1).max(150, { error: 'too_long' }),
    special_association: z.enum(SPECIAL_ASSOCIATIONS, { error: 'invalid_value' }).default('standard'),
    begin_date: calendarDateField,
    currency: z.enum(PRICE_LIST_CURRENCIES, { error: 'invalid_value' }),
    specific_factors_currency: z.enum(PRICE_LIST_CURRENCIES, { error: 'invalid_value' }),
    id_country: z.preprocess((v) => (v === '' ? null : v), intId.nullable().optional()).transform((v) => v ?? null),
    id_courier: z.preprocess((v) => (v === '' ? null : v), intId.nullable().optional()).transform((v) => v ?? null),
    weight_thresholds: z.array(weightThresholdField).min(1, { error: 'required' }).max(100, { error: 'too_big' }),
    ...surcharges,
  })
  .superRefine((list, ctx) => {
    list.weight_thresholds.forEach((t, i) => {
      const previous = list.weight_thresholds[i - 1];
      if (previous && t.limiting_threshold <= previous.limiting_threshold)
        ctx.addIssue({ code: 'custom', message: 'thresholds_not_ascending', path: ['weight_thresholds', i, 'limiting_threshold'] });
    });
  });
export type PriceListBody = z.output<typeof priceListBody>;

/** POST /{type}: the body; the type comes from the path. */
export const createPriceListRequest = priceListBody;
/** PUT /{type}: the body and the list's id. */
export const updatePriceListRequest = z.intersection(priceListBody, z.object({ id: intId }));
export type UpdatePriceListRequest = z.output<typeof updatePriceListRequest>;

export const surchargeView = z.object({
  type: z.enum(SURCHARGE_TYPES),
  value: z.number(),
  minimal: z.number().nullable(),
  maximal: z.number().nullable(),
});

export const priceListView = z.object({
  id: z.number(),
  id_client: z.number().nullable(),
  type: priceListTypeField,
  name: z.string(),
  special_association: z.enum(SPECIAL_ASSOCIATIONS),
  id_courier: z.number().nullable(),
  id_country: z.number().nullable(),
  begin_date: z.string(),
  currency: z.enum(PRICE_LIST_CURRENCIES),
  specific_factors_currency: z.enum(PRICE_LIST_CURRENCIES),
  weight_thresholds: z.array(z.object({ id: z.number(), limiting_threshold: z.number(), base_amount: z.number() })),
  deactivated_at: z.string().nullable(),
  /** The list has priced a shipment: it cannot be changed or deleted. */
  used: z.boolean(),
  /** The list is in effect today (returned by current_active). */
  active: z.boolean(),
  ...Object.fromEntries(SURCHARGE_KEYS.map((key) => [key, surchargeView])),
});
export type PriceListView = z.output<typeof priceListView> & { [K in SurchargeKey]: z.output<typeof surchargeView> };

/** POST /{type}/list/{clientId}: the table protocol; ordered by begin_date descending unless asked otherwise. */
export const priceListListRequest = dataTableRequest;
export const priceListRow = z.object({
  id: z.number(),
  id_client: z.number().nullable(),
  name: z.string(),
  special_association: z.enum(SPECIAL_ASSOCIATIONS),
  id_country: z.number().nullable(),
  country_name: z.string().nullable(),
  id_courier: z.number().nullable(),
  courier_name: z.string().nullable(),
  begin_date: z.string(),
  currency: z.string(),
  deactivated_at: z.string().nullable(),
  active: z.boolean(),
  used: z.boolean(),
});
export type PriceListRow = z.output<typeof priceListRow>;

export const priceListCheckResponse = z.object({ used: z.boolean() });
export const priceListSavedResponse = z.object({ id: z.number(), message: z.string() });
export const specialAssociationOption = z.object({ code: z.enum(SPECIAL_ASSOCIATIONS), name: z.string() });
export const courierOption = z.object({ id: z.number(), name: z.string() });

export const PRICE_LIST_MESSAGES = {
  created: 'Utworzono pomyślnie!',
  updated: 'Zmodyfikowano pomyślnie!',
  deleted: 'Usunięto pomyślnie!',
  deactivated: 'Powrócono do korzystania z głównego cennika!',
  inUse: 'Cennik jest już aktualnie w użyciu',
  noActiveDefault: 'Brak aktywnego domyślnego cennika!',
} as const;
