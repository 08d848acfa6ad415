import { useMemo } from 'react';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ShopRow } from '@parcel/contracts';
import { useTranslation } from '@/shared/i18n/i18n';
import type { Column } from '@/shared/table/ColumnsTable';
import { ListTable } from '@/shared/table/ListTable';
import { formatDateTime } from '@/shared/ui/format';
import { ButtonLink } from '@/shared/ui/links';
import { shopsQuery } from './shops.api';

/** `/my/external-shops` (clients; spec/03 §2): the client's shops (platform and domain), a row opens one, the plus button adds one. */
export function ShopsListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const shops = useQuery(shopsQuery());
  const columns = useMemo<Column<ShopRow>[]>(
    () => [
      { id: 'platform', header: t('shops.columns.platform'), cell: (row) => t(`shops.platforms.${row.platform}`) },
      { id: 'domain', header: t('shops.columns.domain'), cell: (row) => row.domain },
      { id: 'couriers', header: t('shops.columns.couriers'), cell: (row) => row.couriers_count },
      {
        id: 'last_sync',
        header: t('shops.columns.lastSync'),
        cell: (row) =>
          row.last_synchronization ? (
            <Group gap={6} wrap="nowrap">
              <SyncBadge status={row.last_synchronization.status} />
              <Text size="sm">{formatDateTime(row.last_synchronization.at)}</Text>
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              {t('shops.couriers.never')}
            </Text>
          ),
      },
    ],
    [t],
  );
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h2">
          {t('shops.title')}
        </Title>
        <ButtonLink to="/my/external-shop" leftSection={<span aria-hidden>+</span>}>
          {t('shops.add')}
        </ButtonLink>
      </Group>
      <Text size="sm" c="dimmed">
        {t('shops.intro')}
      </Text>
      <div>
        <ListTable
          label={t('shops.tableLabel')}
          columns={columns}
          result={shops}
          emptyMessage={t('shops.empty')}
          rowKey={(row) => String(row.id)}
          onRowClick={(row) => void navigate({ to: '/my/external-shop/$id', params: { id: String(row.id) } })}
        />
        {shops.data && shops.data.length > 0 && (
          <Text size="xs" c="dimmed" mt={4}>
            {t('shops.opensOnClick')}
          </Text>
        )}
      </div>
    </Stack>
  );
}

/** A run's outcome in words (with a colour, never by colour alone). */
export function SyncBadge({ status }: { status: 'succeeded' | 'failed' }) {
  const { t } = useTranslation();
  return (
    <Badge color={status === 'succeeded' ? 'green.9' : 'red.9'} variant="light">
      {t(`shops.sync.${status}`)}
    </Badge>
  );
}
