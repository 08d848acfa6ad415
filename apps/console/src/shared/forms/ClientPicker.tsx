import { useState } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { clientSearchQuery, type ClientOption } from '@/shared/api/client-search';
import { errorText } from '@/shared/api/error-text';
import { useTranslation } from '@/shared/i18n/i18n';

const MIN_CHARS = 3;

interface Props {
  readonly label: string;
  readonly value: ClientOption | null;
  readonly onPick: (client: ClientOption | null) => void;
  readonly error?: string;
  readonly disabled?: boolean;
  /** Marked as required (an asterisk) rather than clearable. */
  readonly required?: boolean;
}

const labelOf = (client: ClientOption) => `${client.name} (${client.email})`;

/** A client picked from the staff's client search as the user types (3+ characters of the name or e-mail, 250 ms after the last key). */
export function ClientPicker({ label, value, onPick, error, disabled, required }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(value ? labelOf(value) : '');
  const [term] = useDebouncedValue(text.trim(), 250);
  const searching = term.length >= MIN_CHARS && !(value && term === labelOf(value));
  const results = useQuery({ ...clientSearchQuery(term), enabled: searching && !disabled });
  const found = results.data ?? [];
  const options = found.map((client) => ({ value: String(client.id), label: labelOf(client) }));
  if (value && !options.some((option) => option.value === String(value.id)))
    options.unshift({ value: String(value.id), label: labelOf(value) });
  const nothing =
    text.trim().length < MIN_CHARS
      ? t('clientPicker.typeMore')
      : results.isFetching || !searching
        ? t('clientPicker.searching')
        : results.isError
          ? errorText(results.error)
          : t('clientPicker.nothing');
  return (
    <Select
      label={label}
      placeholder={t('clientPicker.placeholder')}
      searchable
      withAsterisk={required}
      clearable={!required}
      data={options}
      value={value ? String(value.id) : null}
      searchValue={text}
      onSearchChange={setText}
      filter={({ options: all }) => all}
      onChange={(id) => onPick(found.find((client) => String(client.id) === id) ?? (value && String(value.id) === id ? value : null))}
      nothingFoundMessage={nothing}
      error={error}
      disabled={disabled}
      comboboxProps={{ withinPortal: true }}
      maxDropdownHeight={200}
    />
  );
}
