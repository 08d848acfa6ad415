import { useState } from 'react';
import { MultiSelect, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { errorText } from '@/shared/api/error-text';
import { useTranslation } from '@/shared/i18n/i18n';
import { clientSearchQuery } from '@/shared/api/client-search';
import type { PickedClient } from './listing-criteria';

const MIN_CHARS = 3;
/** The spec's search delay (spec/03 §9). */
const SEARCH_DELAY_MS = 250;

/** The server's clients for what is typed (3+ characters, 250 ms after the last key), and what the list says meanwhile. */
function useClientSearch(text: string) {
  const { t } = useTranslation();
  const [term] = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const searching = term.length >= MIN_CHARS;
  const results = useQuery({ ...clientSearchQuery(term), enabled: searching });
  const nothing =
    text.trim().length < MIN_CHARS
      ? t('listing.filters.typeMore')
      : results.isFetching || term !== text.trim()
        ? t('listing.filters.searching')
        : results.isError
          ? errorText(results.error)
          : t('listing.filters.nothing');
  const found: PickedClient[] = (searching ? (results.data ?? []) : []).map((client) => ({ id: client.id, name: client.name }));
  return { found, nothing };
}

const option = (client: PickedClient) => ({ value: String(client.id), label: client.name });
/** The chosen clients first, then what the search found (each once). */
function options(chosen: readonly PickedClient[], found: readonly PickedClient[]) {
  const known = new Set(chosen.map((client) => client.id));
  return [...chosen.map(option), ...found.filter((client) => !known.has(client.id)).map(option)];
}

/** The client filter (staff): one client picked from the search. */
export function ClientPicker({ value, onPick }: { value: PickedClient | null; onPick: (client: PickedClient | null) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value?.name ?? '');
  const { found, nothing } = useClientSearch(text === value?.name ? '' : text);
  return (
    <Select
      label={t('listing.filters.client')}
      placeholder={t('listing.filters.clientPlaceholder')}
      searchable
      clearable
      data={options(value ? [value] : [], found)}
      value={value ? String(value.id) : null}
      searchValue={text}
      onSearchChange={setText}
      filter={({ options: all }) => all}
      onChange={(key) => onPick(key === null ? null : ([...found, ...(value ? [value] : [])].find((c) => String(c.id) === key) ?? null))}
      nothingFoundMessage={nothing}
      comboboxProps={{ withinPortal: true }}
      maxDropdownHeight={200}
      clearButtonProps={{ 'aria-label': t('listing.filters.clear') }}
    />
  );
}

/** The extra filter's clients (staff): many, each from the search, included or excluded. */
export function ClientsMultiPicker({ value, onChange }: { value: readonly PickedClient[]; onChange: (clients: PickedClient[]) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const { found, nothing } = useClientSearch(text);
  return (
    <MultiSelect
      label={t('listing.filters.clients')}
      placeholder={value.length === 0 ? t('listing.filters.clientsPlaceholder') : undefined}
      searchable
      clearable
      data={options(value, found)}
      value={value.map((client) => String(client.id))}
      searchValue={text}
      onSearchChange={setText}
      filter={({ options: all }) => all}
      onChange={(keys) => {
        const known = [...value, ...found];
        onChange(keys.map((key) => known.find((client) => String(client.id) === key)).filter((c): c is PickedClient => !!c));
        setText('');
      }}
      nothingFoundMessage={nothing}
      comboboxProps={{ withinPortal: true }}
      maxDropdownHeight={200}
      clearButtonProps={{ 'aria-label': t('listing.filters.clear') }}
    />
  );
}
