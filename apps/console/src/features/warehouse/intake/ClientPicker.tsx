import { useState } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/i18n';
import { clientSearchQuery, type ClientOption } from './intake.api';

const MIN_CHARS = 3;

interface Props {
  readonly label: string;
  readonly value: ClientOption | null;
  readonly onPick: (client: ClientOption | null) => void;
  readonly error?: string;
  readonly disabled?: boolean;
}

const labelOf = (client: ClientOption) => `${client.name} (${client.email})`;

/** The client search as elsewhere in the console: 3+ characters of the name or e-mail, 250 ms after the last key. */
export function ClientPicker({ label, value, onPick, error, disabled }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(value ? labelOf(value) : '');
  const [term] = useDebouncedValue(text.trim(), 250);
  const searching = term.length >= MIN_CHARS && !(value && term === labelOf(value));
  const results = useQuery({ ...clientSearchQuery(term), enabled: searching && !disabled });
  const found = results.data ?? [];
  const options = found.map((c) => ({ value: String(c.id), label: labelOf(c) }));
  if (value && !options.some((o) => o.value === String(value.id))) options.unshift({ value: String(value.id), label: labelOf(value) });
  return (
    <Select
      label={label}
      placeholder={t('warehouseIntake.intake.clientPlaceholder')}
      searchable
      clearable
      data={options}
      value={value ? String(value.id) : null}
      searchValue={text}
      onSearchChange={setText}
      onChange={(id) => onPick(found.find((c) => String(c.id) === id) ?? (value && String(value.id) === id ? value : null))}
      nothingFoundMessage={text.trim().length < MIN_CHARS ? t('warehouseIntake.intake.typeMore') : t('warehouseIntake.intake.nothing')}
      filter={({ options: all }) => all}
      error={error}
      disabled={disabled}
      comboboxProps={{ withinPortal: true }}
      maxDropdownHeight={200}
    />
  );
}
