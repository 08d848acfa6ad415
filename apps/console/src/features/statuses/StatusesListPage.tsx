import { useCallback, useMemo } from 'react';
import { Group, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from '@/shared/i18n/i18n';
import { DataTable } from '@/shared/table/DataTable';
import type { TableState } from '@/shared/table/table-state';
import { ButtonLink } from '@/shared/ui/links';
import { statusTypesTableQuery } from './statuses.api';
import { statusesColumns } from './statuses.columns';

/** `/statuses`: the status types, 25 a page, numbered paging; a row opens the type, the button adds one. */
export function StatusesListPage({ search }: { search: TableState }) {
  const { t } = useTranslation();
  const navigate = useNavigate({ from: '/statuses/' });
  const columns = useMemo(statusesColumns, []);
  const onStateChange = useCallback(
    (change: Partial<TableState>, options?: { replace?: boolean }) =>
      void navigate({ search: (previous) => ({ ...previous, ...change }), replace: options?.replace }),
    [navigate],
  );

  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={1} size="h2">
          {t('statuses.title')}
        </Title>
        <ButtonLink to="/status/new">{t('statuses.add')}</ButtonLink>
      </Group>
      <DataTable
        label={t('statuses.title')}
        columns={columns}
        query={statusTypesTableQuery}
        state={search}
        onStateChange={onStateChange}
        rowKey={(row) => String(row.id)}
        onRowClick={(row) => void navigate({ to: '/statuses/status/$id', params: { id: String(row.id) } })}
      />
    </>
  );
}
