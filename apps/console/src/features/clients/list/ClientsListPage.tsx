import { useCallback, useEffect, useMemo } from 'react';
import { Group, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from '@/shared/i18n/i18n';
import { DataTable } from '@/shared/table/DataTable';
import type { TableState } from '@/shared/table/table-state';
import { ButtonLink } from '@/shared/ui/links';
import { clientsTableQuery } from '../clients.api';
import { activeFilters, hasFilters, saveFilterCookie, type ClientFilters } from './client-filters';
import { ClientsFilters } from './ClientsFilters';
import { clientsColumns } from './clients.columns';

export type ClientsSearch = TableState & ClientFilters;

/** `/clients`: clients 25 a page with the list's filters (kept in a cookie for a day); a row opens the client's card. */
export function ClientsListPage({ search }: { search: ClientsSearch }) {
  const { t } = useTranslation();
  const navigate = useNavigate({ from: '/clients/' });
  const columns = useMemo(clientsColumns, []);
  const filters = activeFilters(search);
  const filtersKey = JSON.stringify(filters);
  const query = useMemo(() => clientsTableQuery(filters), [filtersKey]);
  // The one place the cookie is written: it follows the filters that apply. None apply only after a reset
  // (or every filter cleared): the list restores the kept ones otherwise (see the route), so the cookie goes.
  useEffect(() => saveFilterCookie(filters), [filtersKey]);

  const onStateChange = useCallback(
    (change: Partial<ClientsSearch>, options?: { replace?: boolean }) =>
      void navigate({ search: (previous) => ({ ...previous, ...change }), replace: options?.replace }),
    [navigate],
  );

  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={1} size="h2">
          {t('clients.title')}
        </Title>
        <ButtonLink to="/clients/new">{t('clients.add')}</ButtonLink>
      </Group>
      <ClientsFilters
        filters={filters}
        onApply={(next) =>
          void navigate({
            search: (previous) => ({ ...previous, list: next.list, name: next.name, volume: next.volume, page: 1 }),
            // Every filter cleared is a reset too.
            state: hasFilters(next) ? undefined : { filtersReset: true },
          })
        }
        onReset={() => void navigate({ search: { page: 1, size: search.size }, state: { filtersReset: true } })}
      />
      <DataTable
        label={t('clients.title')}
        columns={columns}
        query={query}
        state={{ ...search, q: undefined }}
        onStateChange={onStateChange}
        searchable={false}
        defaultOrder={{ column: 'id', dir: 'desc' }}
        rowKey={(row) => String(row.id)}
        onRowClick={(row) => void navigate({ to: '/client/$id', params: { id: String(row.id) } })}
      />
    </>
  );
}
