import { priceListBody, type PriceListView } from '@parcel/contracts';
import {
  DEFAULT_SURCHARGE,
  DEFAULT_WEIGHT_THRESHOLDS,
  SURCHARGE_KEYS,
  type PriceListType,
  type SurchargeKey,
  type SurchargeType,
} from '@parcel/domain';
import { thresholdRow, type ThresholdRow } from './thresholds';

/** A number input's value: a number, or '' while empty. */
export type NumberValue = number | '';

export interface SurchargeValues {
  type: SurchargeType;
  value: NumberValue;
  minimal: NumberValue;
  maximal: NumberValue;
}

/**
 * The form's values, shaped as the body of POST/PUT (spec/03 §3) so the API's
 * 422 keys (cod_account_factor.maximal, weight_thresholds.2.limiting_threshold)
 * are the form's own paths. Selects hold strings (null: none chosen).
 */
export type PriceListFormValues = {
  name: string;
  special_association: string | null;
  begin_date: string;
  currency: string | null;
  specific_factors_currency: string | null;
  id_country: string | null;
  id_courier: string | null;
  weight_thresholds: ThresholdRow[];
} & { [K in SurchargeKey]: SurchargeValues };

/** Today in Warsaw as YYYY-MM-DD (a list takes effect on a Warsaw day). */
export function warsawToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

const surchargeValues = (surcharge: {
  type: SurchargeType;
  value: number;
  minimal: number | null;
  maximal: number | null;
}): SurchargeValues => ({
  type: surcharge.type,
  value: surcharge.value,
  minimal: surcharge.minimal ?? '',
  maximal: surcharge.maximal ?? '',
});

const surchargesOf = (of: (key: SurchargeKey) => SurchargeValues) =>
  Object.fromEntries(SURCHARGE_KEYS.map((key) => [key, of(key)])) as { [K in SurchargeKey]: SurchargeValues };

/**
 * A new list (spec/03 §3 defaults): country 1 (income), PLN, specific factors
 * in RON, every surcharge 0 lump_sum, thresholds 3, 5, 15, 20, 30 kg at 0.00;
 * it starts today. A cost list's courier is chosen by the user.
 */
export function newPriceListValues(type: PriceListType, today: string): PriceListFormValues {
  return {
    name: '',
    special_association: 'standard',
    begin_date: today,
    currency: 'PLN',
    specific_factors_currency: 'RON',
    id_country: type === 'income' ? '1' : null,
    id_courier: null,
    weight_thresholds: DEFAULT_WEIGHT_THRESHOLDS.map((t) => thresholdRow(t.limiting_threshold, t.base_amount)),
    ...surchargesOf(() => surchargeValues(DEFAULT_SURCHARGE)),
  };
}

/** A stored list in the form. */
export function valuesOfView(view: PriceListView): PriceListFormValues {
  return {
    name: view.name,
    special_association: view.special_association,
    begin_date: view.begin_date,
    currency: view.currency,
    specific_factors_currency: view.specific_factors_currency,
    id_country: view.id_country === null ? null : String(view.id_country),
    id_courier: view.id_courier === null ? null : String(view.id_courier),
    weight_thresholds: view.weight_thresholds.map((t) => thresholdRow(t.limiting_threshold, t.base_amount, t.id)),
    ...surchargesOf((key) => surchargeValues(view[key])),
  };
}

/**
 * A client's new list cloned from the default list in effect (spec/03 §4): the
 * same terms (type, special association, courier, country, surcharges,
 * thresholds), but no id (nor the thresholds' ids), today as its begin date.
 * The client's id comes with the body (toBody).
 */
export function cloneOfDefault(view: PriceListView, today: string): PriceListFormValues {
  const values = valuesOfView(view);
  return { ...values, begin_date: today, weight_thresholds: values.weight_thresholds.map((row) => ({ ...row, id: undefined })) };
}

const numberOrNull = (value: NumberValue): number | null => (value === '' ? null : value);

/**
 * The body of POST /{type} (PUT adds the id): the country for income lists,
 * the courier for cost lists (the other null); a lump sum has no minimum and
 * maximum; rows without their form keys.
 */
export function toBody(type: PriceListType, values: PriceListFormValues, clientId: number | null) {
  return {
    id_client: clientId,
    name: values.name,
    special_association: values.special_association,
    begin_date: values.begin_date,
    currency: values.currency,
    specific_factors_currency: values.specific_factors_currency,
    id_country: type === 'income' && values.id_country ? Number(values.id_country) : null,
    id_courier: type === 'cost' && values.id_courier ? Number(values.id_courier) : null,
    weight_thresholds: values.weight_thresholds.map((row) => ({
      ...(row.id === undefined ? {} : { id: row.id }),
      limiting_threshold: numberOrNull(row.limiting_threshold),
      base_amount: numberOrNull(row.base_amount),
    })),
    ...Object.fromEntries(
      SURCHARGE_KEYS.map((key) => {
        const surcharge = values[key];
        const percent = surcharge.type === 'percent';
        return [
          key,
          {
            type: surcharge.type,
            value: surcharge.value === '' ? 0 : surcharge.value,
            minimal: percent ? numberOrNull(surcharge.minimal) : null,
            maximal: percent ? numberOrNull(surcharge.maximal) : null,
          },
        ];
      }),
    ),
  };
}

/**
 * The form's check: the API's contract (spec/03 §5: name, begin date and the
 * currencies required, amounts from 0, thresholds ascending, minimum not above
 * maximum), and the country of an income list or the courier of a cost list.
 * It reads the form's values as they are (the contract ignores the rows' keys
 * and a lump sum's minimum and maximum), so its paths are the fields'.
 */
export const priceListFormSchema = (type: PriceListType) =>
  priceListBody.superRefine((body, ctx) => {
    const field = type === 'income' ? 'id_country' : 'id_courier';
    if (body[field] === null) ctx.addIssue({ code: 'custom', message: 'required', path: [field] });
  });
