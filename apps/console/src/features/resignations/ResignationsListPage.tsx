import { useCallback, useMemo } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from '@/shared/i18n/i18n';
import { DataTable } from '@/shared/table/DataTable';
import type { TableState } from '@/shared/table/table-state';
import { ButtonLink } from '@/shared/ui/links';
import { RESIGNATIONS_DEFAULT_ORDER, resignationsColumns } from './resignations.columns';
import { resignationsTableQuery, type ResignationScope } from './resignations.api';

/** Where each scope's list and forms live (spec/03 §2). */
export const RESIGNATION_PATHS = {
  staff: { list: '/parcel-reported-resignations', form: '/parcel-reported-resignation', one: '/parcel-reported-resignation/$id' },
  own: { list: '/my-parcel-reported-resignations', form: '/my-parcel-reported-resignation', one: '/my-parcel-reported-resignation/$id' },
} as const;

/**
 * `/parcel-reported-resignations` (admins: every client's reports) and
 * `/my-parcel-reported-resignations` (a client's own): the spec's columns,
 * 25 a page with numbered pages, newest first; a row opens its form, the plus
 * button a new one.
 */
export function ResignationsListPage({ scope, search }: { scope: ResignationScope; search: TableState }) {
  const { t } = useTranslation();
  const paths = RESIGNATION_PATHS[scope];
  const navigate = useNavigate();
  const columns = useMemo(() => resignationsColumns(scope), [scope]);
  const query = useMemo(() => resignationsTableQuery(scope), [scope]);
  const onStateChange = useCallback(
    (change: Partial<TableState>, options?: { replace?: boolean }) =>
      void navigate({ to: paths.list, search: { ...search, ...change }, replace: options?.replace }),
    [navigate, paths.list, search],
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h2">
          {t(scope === 'staff' ? 'resignations.title' : 'resignations.myTitle')}
        </Title>
        <ButtonLink to={paths.form} leftSection={<span aria-hidden>+</span>}>
          {t('resignations.add')}
        </ButtonLink>
      </Group>
      <div>
        <DataTable
          label={t('resignations.tableLabel')}
          columns={columns}
          query={query}
          state={search}
          onStateChange={onStateChange}
          defaultOrder={RESIGNATIONS_DEFAULT_ORDER}
          rowKey={(row) => String(row.id)}
          onRowClick={(row) => void navigate({ to: paths.one, params: { id: String(row.id) } })}
        />
        <Text size="xs" c="dimmed" mt={4}>
          {t('resignations.opensOnClick')}
        </Text>
      </div>
    </Stack>
  );
}
