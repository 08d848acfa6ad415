import { useCallback, useMemo } from 'react';
import { Group, SegmentedControl, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { ButtonLink } from '@/shared/ui/links';
import { useTranslation } from '@/shared/i18n/i18n';
import { DataTable } from '@/shared/table/DataTable';
import type { TableState } from '@/shared/table/table-state';
import { usersColumns } from './users.columns';
import { usersTableQuery } from './users.api';

export interface UsersSearch extends TableState {
  readonly deleted?: boolean;
  /** Only users who never confirmed their invitation (the dashboard links here). */
  readonly unconfirmed?: boolean;
}

type UsersShown = 'all' | 'deleted' | 'unconfirmed';

/** `/users`: staff users, 25 a page, all or blocked; a row opens the user. */
export function UsersListPage({ search }: { search: UsersSearch }) {
  const { t } = useTranslation();
  const navigate = useNavigate({ from: '/users/' });
  const columns = useMemo(usersColumns, []);
  const deleted = search.deleted === true;
  const unconfirmed = !deleted && search.unconfirmed === true;
  const shown: UsersShown = deleted ? 'deleted' : unconfirmed ? 'unconfirmed' : 'all';
  const query = useMemo(() => usersTableQuery(deleted, unconfirmed), [deleted, unconfirmed]);
  const onStateChange = useCallback(
    (change: Partial<UsersSearch>, options?: { replace?: boolean }) =>
      void navigate({ search: (previous) => ({ ...previous, ...change }), replace: options?.replace }),
    [navigate],
  );

  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={1} size="h2">
          {t('users.title')}
        </Title>
        <ButtonLink to="/users/new">
          {t('users.add')}
        </ButtonLink>
      </Group>
      <DataTable
        label={t('users.title')}
        columns={columns}
        query={query}
        state={search}
        onStateChange={onStateChange}
        rowKey={(row) => row.id}
        onRowClick={(row) => void navigate({ to: '/users/user/$id', params: { id: row.id } })}
        toolbar={
          <SegmentedControl
            aria-label={t('users.filter')}
            value={shown}
            onChange={(value) =>
              onStateChange({
                deleted: value === 'deleted' ? true : undefined,
                unconfirmed: value === 'unconfirmed' ? true : undefined,
                page: 1,
              })
            }
            data={(['all', 'unconfirmed', 'deleted'] as const).map((value) => ({ value, label: t(`users.${value}`) }))}
          />
        }
      />
    </>
  );
}
