import { SURCHARGE_KEYS } from '@parcel/domain';

const FIELDS = new Set([
  'name',
  'special_association',
  'begin_date',
  'currency',
  'specific_factors_currency',
  'id_country',
  'id_courier',
  'weight_thresholds',
]);
const SURCHARGE_FIELD = new RegExp(`^(${SURCHARGE_KEYS.join('|')})\\.(type|value|minimal|maximal)$`);
const THRESHOLD_FIELD = /^weight_thresholds\.\d+\.(limiting_threshold|base_amount)$/;

/**
 * Whether a path of a 422 field map names a field the form shows its message
 * under (the country of a cost list is none: the type decides which one shows).
 * The others (id_client: a client gone meanwhile) are said above the form.
 */
export function isFormFieldPath(path: string, type: 'income' | 'cost'): boolean {
  if (path === (type === 'income' ? 'id_courier' : 'id_country')) return false;
  return FIELDS.has(path) || SURCHARGE_FIELD.test(path) || THRESHOLD_FIELD.test(path);
}
