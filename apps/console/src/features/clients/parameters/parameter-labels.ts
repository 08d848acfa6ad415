import type { ParameterTypeView } from '@parcel/contracts';
import { t } from '@/shared/i18n/i18n';
import { optionsOf } from './parameter-values';

/** An option or boolean value in Polish ('true' -> Tak, monthly -> Miesięczny), else the API's label. */
export function optionLabel(value: string, fallback: string = value): string {
  return t(`clients.settings.parameters.optionLabels.${value}` as 'clients.settings.parameters.optionLabels.true', { defaultValue: fallback });
}

/** A parameter's value as the tab shows it: yes/no for booleans, option labels for selects, the text otherwise. */
export function displayValue(type: ParameterTypeView | undefined, value: string): string {
  if (!type) return value;
  if (type.kind === 'boolean') return optionLabel(value);
  if (type.kind === 'select') return optionLabel(value, optionsOf(type).find((option) => option.value === value)?.label ?? value);
  return value;
}
