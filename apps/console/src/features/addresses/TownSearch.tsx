import { useState } from 'react';
import { Combobox, Group, Loader, ScrollArea, Stack, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { ADDRESS_SEARCH_MIN_LENGTH, type TownResult } from '@parcel/contracts';
import { ApiError } from '@/shared/api/api-error';
import type { FinderTexts } from './addresses.pl';
import { townSearchQuery } from './addresses.api';

/** The spec's search delay (spec/03 §9). */
const SEARCH_DELAY_MS = 250;
/** The spec's suggestion list height (spec/02 §9, spec/03 §9). */
const LIST_MAX_HEIGHT = 200;

function problemText(error: unknown, texts: FinderTexts): string {
  return error instanceof ApiError && error.code === 'too_many_searches' ? texts.tooManySearches : texts.failed;
}

/** The town field: suggestions from 3 characters on (name, county, municipality, postal code); none found shows town_find_error. */
export function TownSearch({ texts, onChoose }: { texts: FinderTexts; onChoose: (town: TownResult) => void }) {
  const [text, setText] = useState('');
  const [searched] = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const towns = useQuery(townSearchQuery(searched));
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const longEnough = text.trim().length >= ADDRESS_SEARCH_MIN_LENGTH;
  const settled = longEnough && searched === text.trim() && !towns.isFetching;
  const found = longEnough ? (towns.data ?? []) : [];

  const choose = (index: string) => {
    const town = found[Number(index)];
    if (!town) return;
    setText(town.name);
    onChoose(town);
    combobox.closeDropdown();
  };

  const status = !longEnough
    ? texts.minLength
    : towns.isError
      ? problemText(towns.error, texts)
      : settled && found.length === 0
        ? texts.townFindError
        : undefined;

  return (
    <Combobox store={combobox} onOptionSubmit={choose} withinPortal={false}>
      <Combobox.Target withExpandedAttribute>
        <TextInput
          label={texts.searchLabel}
          placeholder={texts.placeholder}
          value={text}
          autoComplete="off"
          autoFocus
          onChange={(event) => {
            setText(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          rightSection={towns.isFetching ? <Loader size={16} aria-label={texts.searching} /> : null}
          description={status}
          inputWrapperOrder={['label', 'input', 'description']}
          descriptionProps={{
            role: 'status',
            'aria-live': 'polite',
            c: status === texts.townFindError || towns.isError ? 'red.9' : undefined,
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={found.length === 0}>
        <Combobox.Options aria-label={texts.searchLabel}>
          <ScrollArea.Autosize mah={LIST_MAX_HEIGHT} type="auto">
            {found.map((town, index) => (
              <Combobox.Option value={String(index)} key={`${town.name}|${town.municipality}|${town.postal_code}|${index}`}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Stack gap={0}>
                    <Text size="sm" fw={600}>
                      {town.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {[
                        town.voivodeship && `${texts.voivodeship}: ${town.voivodeship}`,
                        town.municipality && `${texts.municipality}: ${town.municipality}`,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                  </Stack>
                  <Text size="sm" fw={700} ff="monospace">
                    {town.postal_code ?? '—'}
                  </Text>
                </Group>
              </Combobox.Option>
            ))}
          </ScrollArea.Autosize>
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
