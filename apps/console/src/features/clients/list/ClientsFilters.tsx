import { useEffect, useState } from 'react';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { VOLUME_CLASSES } from '@parcel/domain';
import { useTranslation } from '@/shared/i18n/i18n';
import { CLIENT_LISTS, type ClientFilters } from './client-filters';

const ANY = 'any';

interface Props {
  readonly filters: ClientFilters;
  /** Applies filters (page 1); the list selector applies on change, the rest on "Filtruj". */
  readonly onApply: (filters: ClientFilters) => void;
  readonly onReset: () => void;
}

/**
 * The clients list's filters (spec/01 §2): the list selector, the alias or
 * marketplace-name text, the volume class, filter and reset buttons. The
 * shipment-based lists and the previous-month volume class join with the
 * shipments issue.
 */
export function ClientsFilters({ filters, onApply, onReset }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState(filters.name ?? '');
  const [volume, setVolume] = useState<string>(filters.volume ?? ANY);
  // The applied filters changed (the list selector, reset, back, restored from the cookie): the inputs show
  // what applies, and a typed but not applied text goes.
  const appliedKey = JSON.stringify(filters);
  useEffect(() => {
    setName(filters.name ?? '');
    setVolume(filters.volume ?? ANY);
  }, [appliedKey]);

  const apply = () =>
    onApply({ ...filters, name: name.trim() || undefined, volume: volume === ANY ? undefined : (volume as ClientFilters['volume']) });

  return (
    <form
      aria-label={t('clients.list.filters')}
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <Group align="flex-end" gap="sm" wrap="wrap" mb="sm">
        <Select
          label={t('clients.list.selector')}
          data={CLIENT_LISTS.map((list) => ({ value: list, label: t(`clients.list.${list}`) }))}
          value={filters.list ?? 'all'}
          onChange={(list) => list && onApply({ ...filters, list: list === 'all' ? undefined : (list as ClientFilters['list']) })}
          allowDeselect={false}
          w={{ base: '100%', xs: 220 }}
        />
        <TextInput
          label={t('clients.list.name')}
          placeholder={t('clients.list.namePlaceholder')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          maxLength={100}
          w={{ base: '100%', xs: 260 }}
        />
        <Select
          label={t('clients.list.volume')}
          data={[
            { value: ANY, label: t('clients.list.anyVolume') },
            ...VOLUME_CLASSES.map((value) => ({ value, label: t('clients.list.volumeClass', { volume: value }) })),
          ]}
          value={volume}
          onChange={(value) => setVolume(value ?? ANY)}
          allowDeselect={false}
          w={{ base: '100%', xs: 180 }}
        />
        <Group gap="sm">
          <Button type="submit">{t('clients.list.filter')}</Button>
          <Button variant="default" onClick={onReset}>
            {t('clients.list.reset')}
          </Button>
        </Group>
      </Group>
    </form>
  );
}
