import { Badge, Group, Text } from '@mantine/core';
import type { PriceListRow } from '@parcel/contracts';
import { SPECIAL_ASSOCIATION_NAMES, type PriceListType } from '@parcel/domain';
import { t } from '@/shared/i18n/i18n';
import type { Column } from '@/shared/table/DataTable';
import { formatDateTime, formatDay } from '@/shared/ui/format';

/**
 * Columns of a price-list table (spec/03 §2): name (with "Aktywny" on the
 * lists in effect today: the highlight said in words too), special
 * association, country (income) or courier (cost), begin date, currency,
 * deactivated.
 */
export const priceListColumns = (type: PriceListType, isActive: (row: PriceListRow) => boolean): Column<PriceListRow>[] => [
  {
    id: 'name',
    header: t('pricing.columns.name'),
    sortable: true,
    cell: (row) => (
      <Group gap="xs">
        <Text size="sm">{row.name}</Text>
        {isActive(row) && (
          <Badge color="teal.9" variant="filled" size="sm" style={{ flexShrink: 0 }}>
            {t('pricing.active')}
          </Badge>
        )}
      </Group>
    ),
  },
  {
    id: 'special_association',
    header: t('pricing.columns.special_association'),
    sortable: true,
    cell: (row) => SPECIAL_ASSOCIATION_NAMES[row.special_association],
  },
  type === 'income'
    ? { id: 'country_name', header: t('pricing.columns.country'), cell: (row) => row.country_name ?? '' }
    : { id: 'courier_name', header: t('pricing.columns.courier'), cell: (row) => row.courier_name ?? '' },
  { id: 'begin_date', header: t('pricing.columns.begin_date'), sortable: true, cell: (row) => formatDay(row.begin_date) },
  { id: 'currency', header: t('pricing.columns.currency'), sortable: true, cell: (row) => row.currency },
  {
    id: 'deactivated_at',
    header: t('pricing.columns.deactivated'),
    sortable: true,
    cell: (row) => (row.deactivated_at ? formatDateTime(row.deactivated_at) : t('pricing.no')),
  },
];
