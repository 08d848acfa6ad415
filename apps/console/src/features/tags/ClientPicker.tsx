import { useState } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { errorText } from '@/shared/api/error-text';
import { useTranslation } from '@/shared/i18n/i18n';
import { clientSearchQuery, type ClientOption } from './tags.api';

const MIN_CHARS = 3;

/** A client picked from the server's search as the user types (3+ characters, 250 ms after the last key). */
export function ClientPicker({ value, onPick }: { value: ClientOption | null; onPick: (client: ClientOption | null) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [term] = useDebouncedValue(text.trim(), 250);
  const picked = value ? `${value.name} (${value.email})` : '';
  const searching = term.length >= MIN_CHARS && term !== picked;
  const results = useQuery({ ...clientSearchQuery(term), enabled: searching });
  const items = results.data ?? [];
  const options = items.map((client) => ({ value: String(client.id), label: `${client.name} (${client.email})` }));
  if (value && !options.some((option) => option.value === String(value.id))) options.unshift({ value: String(value.id), label: picked });
  const nothing =
    text.trim().length < MIN_CHARS
      ? t('tags.typeMore')
      : results.isFetching || !searching
        ? t('tags.searching')
        : results.isError
          ? errorText(results.error)
          : t('tags.nothing');
  return (
    <Select
      label={t('tags.client')}
      placeholder={t('tags.clientPlaceholder')}
      searchable
      withAsterisk
      data={options}
      value={value ? String(value.id) : null}
      searchValue={text}
      onSearchChange={setText}
      filter={({ options: all }) => all}
      onChange={(key) => onPick(items.find((client) => String(client.id) === key) ?? (key === null ? null : value))}
      nothingFoundMessage={nothing}
      comboboxProps={{ withinPortal: true }}
      maxDropdownHeight={200}
    />
  );
}
