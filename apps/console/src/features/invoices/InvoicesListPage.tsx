import { useCallback, useMemo } from 'react';
import { Group, Select, Stack, Text, Title } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { DataTableRequest } from '@parcel/contracts';
import { useTranslation } from '@/shared/i18n/i18n';
import { DataTable } from '@/shared/table/DataTable';
import type { TableState } from '@/shared/table/table-state';
import { AccountablePeriods } from './AccountablePeriods';
import { periodLabel } from './invoice-format';
import { INVOICE_STATUSES, type InvoiceStatus } from './invoice-status';
import { invoicesColumns, INVOICES_DEFAULT_ORDER } from './invoices.columns';
import { invoicesTableQuery, pastPeriodsQuery, PERIOD_TYPES, type InvoiceFilters } from './invoices.api';

export type InvoicesSearch = TableState & InvoiceFilters;

/**
 * `/invoices` (admins; spec/03 §2): the accountable periods with the trigger, then the invoices filtered by
 * status and accounting period, 25 a page, the billing period newest first; a row opens the invoice in a new tab.
 */
export function InvoicesListPage({ search }: { search: InvoicesSearch }) {
  const { t } = useTranslation();
  const navigate = useNavigate({ from: '/invoices/' });
  const columns = useMemo(invoicesColumns, []);
  const onStateChange = useCallback(
    (change: Partial<InvoicesSearch>, options?: { replace?: boolean }) =>
      void navigate({ search: (previous) => ({ ...previous, ...change }), replace: options?.replace }),
    [navigate],
  );
  const query = useCallback(
    (request: DataTableRequest) => invoicesTableQuery({ status: search.status, period: search.period })(request),
    [search.status, search.period],
  );
  const past = useQueries({ queries: PERIOD_TYPES.map((type) => pastPeriodsQuery(type)) });
  const periodOptions: { group: string; items: { value: string; label: string }[] }[] = PERIOD_TYPES.map((type, i) => ({
    group: t(`invoices.periodGroups.${type}`),
    items: (past[i]?.data ?? []).map((period) => ({ value: String(period.id), label: periodLabel(period) })),
  })).filter((group) => group.items.length > 0);
  // A period picked by address that is not among the options yet (still loading, or older) is still shown as chosen.
  const chosen = search.period !== undefined ? String(search.period) : null;
  if (chosen && !periodOptions.some((group) => group.items.some((item) => item.value === chosen))) {
    periodOptions.push({ group: t('invoices.filters.period'), items: [{ value: chosen, label: chosen }] });
  }

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('invoices.title')}
      </Title>
      <AccountablePeriods />
      <div>
        <DataTable
          label={t('invoices.tableLabel')}
          columns={columns}
          query={query}
          state={search}
          onStateChange={onStateChange}
          defaultOrder={INVOICES_DEFAULT_ORDER}
          rowKey={(row) => String(row.id)}
          onRowClick={(row) => window.open(`/invoices/${row.id}`, '_blank', 'noopener')}
          searchable={false}
          toolbar={
            <Group gap="xs" align="flex-end" wrap="wrap">
              <Select
                label={t('invoices.filters.status')}
                placeholder={t('invoices.filters.anyStatus')}
                clearable
                data={INVOICE_STATUSES.map((status) => ({ value: status, label: t(`invoices.status.invoice_status_${status}`) }))}
                value={search.status ?? null}
                onChange={(value) => onStateChange({ status: (value as InvoiceStatus | null) ?? undefined, page: 1 })}
                w={{ base: '100%', xs: 260 }}
              />
              <Select
                label={t('invoices.filters.period')}
                placeholder={t('invoices.filters.anyPeriod')}
                clearable
                searchable
                data={periodOptions}
                value={chosen}
                onChange={(value) => onStateChange({ period: value ? Number(value) : undefined, page: 1 })}
                w={{ base: '100%', xs: 260 }}
              />
            </Group>
          }
        />
        <Text size="xs" c="dimmed" mt={4}>
          {t('invoices.opensInNewTab')}
        </Text>
      </div>
    </Stack>
  );
}
