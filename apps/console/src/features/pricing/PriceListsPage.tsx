import { useCallback, useMemo } from 'react';
import { Button, Group, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { PRICE_LIST_TYPES, type PriceListType } from '@parcel/domain';
import type { PriceListRow } from '@parcel/contracts';
import { useTranslation } from '@/shared/i18n/i18n';
import { DataTable } from '@/shared/table/DataTable';
import type { TableState } from '@/shared/table/table-state';
import { ButtonLink } from '@/shared/ui/links';
import { currentActiveQuery, priceListTableQuery } from './pricing.api';
import { priceListColumns } from './price-lists.columns';

/** Newest first, as the API orders without a sort. */
const DEFAULT_ORDER = { column: 'begin_date', dir: 'desc' } as const;

/**
 * `/operational-price-list/{type}/list` (spec/03 §2): the default lists of a
 * type, 25 a page; the lists in effect today highlighted (GET
 * /{type}/current_active); a row opens its form, the button a new one.
 */
export function PriceListsPage({ type, search }: { type: PriceListType; search: TableState }) {
  const { t } = useTranslation();
  const navigate = useNavigate({ from: '/operational-price-list/$type/list' });
  const active = useQuery(currentActiveQuery(type));
  const isActive = useCallback((row: PriceListRow) => active.data?.has(row.id) ?? row.active, [active.data]);
  const columns = useMemo(() => priceListColumns(type, isActive), [type, isActive]);
  const onStateChange = useCallback(
    (change: Partial<TableState>, options?: { replace?: boolean }) =>
      void navigate({ search: (previous) => ({ ...previous, ...change }), replace: options?.replace }),
    [navigate],
  );
  return (
    <>
      <Group justify="space-between" mb="md" gap="sm">
        <Title order={1} size="h2">
          {t(`pricing.listTitle.${type}`)}
        </Title>
        <ButtonLink to="/operational-price-list/$type/form" params={{ type }}>
          {t(`pricing.add.${type}`)}
        </ButtonLink>
      </Group>
      <Group justify="space-between" mb="sm" gap="sm">
        <div role="group" aria-label={t('pricing.typeSwitch')}>
          <Button.Group>
            {PRICE_LIST_TYPES.map((option) => (
              <ButtonLink
                key={option}
                to="/operational-price-list/$type/list"
                params={{ type: option }}
                variant={option === type ? 'filled' : 'default'}
                aria-current={option === type ? 'page' : undefined}
              >
                {t(`pricing.types.${option}`)}
              </ButtonLink>
            ))}
          </Button.Group>
        </div>
        <Text size="sm" c="dimmed">
          {t('pricing.activeHint')}
        </Text>
      </Group>
      <DataTable
        key={type}
        label={t(`pricing.listTitle.${type}`)}
        columns={columns}
        query={priceListTableQuery(type, 0)}
        state={search}
        onStateChange={onStateChange}
        defaultOrder={DEFAULT_ORDER}
        rowKey={(row) => String(row.id)}
        rowHighlighted={isActive}
        onRowClick={(row) => void navigate({ to: '/operational-price-list/$type/form/$id', params: { type, id: String(row.id) } })}
      />
    </>
  );
}
