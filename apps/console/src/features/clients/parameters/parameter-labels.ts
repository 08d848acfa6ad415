import type { ParameterTypeView } from '@parcel/contracts';
import { PARAMETER_VALUE_LABELS } from '@parcel/domain';
import { optionsOf } from './parameter-values';

/** An option or boolean value in Polish ('true' -> Tak, monthly -> Miesięczny: the domain's labels, the API's too), else the given label. */
export function optionLabel(value: string, fallback: string = value): string {
  return Object.hasOwn(PARAMETER_VALUE_LABELS, value) ? PARAMETER_VALUE_LABELS[value]! : fallback;
}

/** A parameter's value as the tab shows it: yes/no for booleans, option labels for selects, the text otherwise. */
export function displayValue(type: ParameterTypeView | undefined, value: string): string {
  if (!type) return value;
  if (type.kind === 'boolean') return optionLabel(value);
  if (type.kind === 'select') return optionLabel(value, optionsOf(type).find((option) => option.value === value)?.label ?? value);
  return value;
}
