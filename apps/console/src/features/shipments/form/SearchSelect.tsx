import { useEffect, useState, type ReactNode } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/i18n';
import { shipmentErrorText } from '../shipment-texts';

/** Searches start at 3 typed characters (spec/03 §5), 250 ms after the last key (§9). */
export const SEARCH_MIN_CHARS = 3;
const SEARCH_DELAY_MS = 250;

interface Props<T> {
  readonly label: string;
  readonly description?: ReactNode;
  readonly placeholder?: string;
  /** The picked item's key, or null. */
  readonly value: string | null;
  /** The picked item's text (shown in the field; a stored shipment has it without a search). */
  readonly valueLabel: string;
  /** The search for a typed text (3+ characters). */
  readonly search: (text: string) => UseQueryOptions<T[], Error, T[], any>;
  readonly keyOf: (item: T) => string;
  readonly labelOf: (item: T) => string;
  readonly onPick: (item: T | null) => void;
  readonly error?: ReactNode;
  readonly required?: boolean;
  readonly disabled?: boolean;
  readonly onClick?: () => void;
}

/**
 * A select whose options come from a server search as the user types (3+
 * characters): the picked item stays an option, so the field keeps showing
 * it; picking calls onPick with the whole item (a locality fills the postal
 * code, a locker its locality).
 */
export function SearchSelect<T>({
  label,
  description,
  placeholder,
  value,
  valueLabel,
  search,
  keyOf,
  labelOf,
  onPick,
  error,
  required,
  disabled,
  onClick,
}: Props<T>) {
  const { t } = useTranslation();
  const [text, setText] = useState(valueLabel);
  // A value set from outside (a reset, a stored shipment) shows its text.
  useEffect(() => setText(valueLabel), [value, valueLabel]);
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const searching = debounced.length >= SEARCH_MIN_CHARS && !(value !== null && debounced === valueLabel.trim());
  const results = useQuery({ ...search(debounced), enabled: searching && !disabled });
  const items = results.data ?? [];
  const options = items.map((item) => ({ value: keyOf(item), label: labelOf(item) }));
  if (value !== null && !options.some((option) => option.value === value)) options.unshift({ value, label: valueLabel });
  const nothing =
    text.trim().length < SEARCH_MIN_CHARS
      ? t('shipments.search.typeMore')
      : results.isFetching || !searching
        ? t('shipments.search.searching')
        : results.isError
          ? shipmentErrorText(results.error)
          : t('shipments.search.nothing');
  return (
    <Select
      label={label}
      description={description}
      placeholder={placeholder}
      searchable
      clearable={!required}
      data={options}
      value={value}
      searchValue={text}
      onSearchChange={setText}
      // The server has filtered already.
      filter={({ options: all }) => all}
      onChange={(key) => {
        if (key === null) onPick(null);
        else {
          const item = items.find((candidate) => keyOf(candidate) === key);
          if (item) onPick(item);
        }
      }}
      nothingFoundMessage={nothing}
      error={error}
      required={required}
      withAsterisk={required}
      disabled={disabled}
      onClick={onClick}
      comboboxProps={{ withinPortal: true }}
      maxDropdownHeight={200}
    />
  );
}
