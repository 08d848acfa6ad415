import { useMemo, useState, type ReactNode } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ImportedOrderView, ShopCourierView, ShopView, SyncFailureView, SyncView } from '@parcel/contracts';
import { leaveWithoutAsking } from '@/shared/forms/leave-guard';
import { t, useTranslation } from '@/shared/i18n/i18n';
import { confirmAction } from '@/shared/notify/confirm';
import { toast } from '@/shared/notify/toasts';
import type { Column } from '@/shared/table/ColumnsTable';
import { ColumnsTable } from '@/shared/table/ColumnsTable';
import { formatDateTime } from '@/shared/ui/format';
import { AnchorLink, ButtonLink } from '@/shared/ui/links';
import { EmptyState, ErrorState, LoadingState } from '@/shared/ui/states';
import { shopErrorText, syncReasonText } from './shop-errors';
import { ShopForm } from './ShopForm';
import { deleteShop, shopQuery, synchronizeShop } from './shops.api';
import { SyncBadge } from './ShopsListPage';

/** The shop screens' frame: back link, the title, the actions, the content. */
export function ShopFrame({
  back,
  title,
  actions,
  children,
}: {
  back?: ReactNode;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      {back ?? (
        <AnchorLink to="/my/external-shops" size="sm">
          {t('shops.backToList')}
        </AnchorLink>
      )}
      <Group justify="space-between" my="md" gap="sm" align="flex-start">
        <Title order={1} size="h2">
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </>
  );
}

/** `/my/external-shop` (clients): connect a new shop. */
export function NewShopPage() {
  const { t } = useTranslation();
  return (
    <ShopFrame title={t('shops.newTitle')}>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        <ShopForm />
      </Paper>
    </ShopFrame>
  );
}

/**
 * `/my/external-shop/{id}` (clients): the shop's form, its courier list
 * (country, last synchronisation), the last synchronisation's outcome and
 * the orders it could not take, the imported orders; "Synchronizuj teraz",
 * and delete after a confirmation.
 */
export function ShopPage({ id }: { id: number }) {
  const { t } = useTranslation();
  // Off while the shop is being deleted: a live notice must not read it again (a 404) before the page is left.
  const [removing, setRemoving] = useState(false);
  const shop = useQuery({ ...shopQuery(id), enabled: !removing });
  if (shop.isError)
    return (
      <ShopFrame title={t('shops.title')}>
        <ErrorState error={shop.error} onRetry={() => void shop.refetch()} />
      </ShopFrame>
    );
  if (!shop.data)
    return (
      <ShopFrame title={t('shops.title')}>
        <LoadingState />
      </ShopFrame>
    );
  const view = shop.data;
  return (
    <ShopFrame
      title={t('shops.shopTitle', { domain: view.domain })}
      actions={
        <Group gap="sm">
          <SyncButton shopId={view.id} />
          <DeleteShopButton view={view} onRemoving={setRemoving} />
        </Group>
      }
    >
      <Stack gap="lg">
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
          <ShopForm key={`${view.id}-${view.base_url}`} stored={view} />
        </Paper>
        <CouriersSection view={view} />
        <LastSynchronization sync={view.last_synchronization} />
        <ImportedOrders view={view} />
      </Stack>
    </ShopFrame>
  );
}

function SyncButton({ shopId }: { shopId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const run = useMutation({
    mutationFn: () => synchronizeShop(shopId),
    onSuccess: (sync: SyncView) => {
      void queryClient.invalidateQueries({ queryKey: ['external_shops'] });
      if (sync.status === 'failed') toast.error(t('shops.sync.runFailed', { reason: syncReasonText(sync.reason ?? 'platform_error') }));
      else if (sync.failed > 0) toast.warning(t('shops.sync.doneWithFailures', { imported: sync.imported, failed: sync.failed }));
      else toast.success(t('shops.sync.done', { imported: sync.imported, written_back: sync.written_back }));
    },
    onError: (error) => toast.error(shopErrorText(error)),
  });
  return (
    <Button variant="light" loading={run.isPending} onClick={() => run.mutate()}>
      {t('shops.synchronize')}
    </Button>
  );
}

function DeleteShopButton({ view, onRemoving }: { view: ShopView; onRemoving: (removing: boolean) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteShop(view.id),
    onMutate: () => onRemoving(true),
    onSuccess: async () => {
      toast.success(t('shops.messages.deleted'));
      await leaveWithoutAsking(() => navigate({ to: '/my/external-shops' }));
      queryClient.removeQueries({ queryKey: shopQuery(view.id).queryKey });
      void queryClient.invalidateQueries({ queryKey: ['external_shops'] });
    },
    onError: (error) => {
      onRemoving(false);
      toast.error(shopErrorText(error));
    },
  });
  return (
    <Button
      color="red"
      variant="light"
      loading={remove.isPending}
      onClick={async () => {
        if (await confirmAction(t('shops.deleteQuestion', { domain: view.domain }))) remove.mutate();
      }}
    >
      {t('shops.delete')}
    </Button>
  );
}

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
      <Group justify="space-between" mb="sm" gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Paper>
  );
}

function CouriersSection({ view }: { view: ShopView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const columns = useMemo<Column<ShopCourierView>[]>(
    () => [
      { id: 'country', header: t('shops.couriers.country'), cell: (row) => row.country_name },
      { id: 'courier', header: t('shops.couriers.courier'), cell: (row) => row.external_shop_courier_id },
      {
        id: 'last_synchronized_at',
        header: t('shops.fields.last_synchronized_at'),
        cell: (row) => (row.last_synchronized_at ? formatDateTime(row.last_synchronized_at) : t('shops.couriers.never')),
      },
    ],
    [t],
  );
  return (
    <Section
      title={t('shops.couriers.title')}
      action={
        <ButtonLink
          to="/my/external-shop/$shopId/courier"
          params={{ shopId: String(view.id) }}
          size="sm"
          leftSection={<span aria-hidden>+</span>}
        >
          {t('shops.couriers.add')}
        </ButtonLink>
      }
    >
      {view.couriers.length === 0 ? (
        <EmptyState message={t('shops.couriers.empty')} />
      ) : (
        <>
          <ColumnsTable
            label={t('shops.couriers.tableLabel')}
            columns={columns}
            rows={view.couriers}
            rowKey={(row) => String(row.id)}
            onRowClick={(row) =>
              void navigate({ to: '/my/external-shop/$shopId/courier/$id', params: { shopId: String(view.id), id: String(row.id) } })
            }
          />
          <Text size="xs" c="dimmed" mt={4}>
            {t('shops.couriers.opensOnClick')}
          </Text>
        </>
      )}
    </Section>
  );
}

function LastSynchronization({ sync }: { sync: SyncView | null }) {
  const { t } = useTranslation();
  const failureColumns = useMemo<Column<SyncFailureView>[]>(
    () => [
      { id: 'order', header: t('shops.sync.order'), cell: (row) => row.order_serial_number },
      { id: 'reason', header: t('shops.sync.reason'), cell: (row) => syncReasonText(row.reason) },
      { id: 'detail', header: t('shops.sync.detail'), cell: (row) => <span style={{ wordBreak: 'break-word' }}>{row.message}</span> },
    ],
    [t],
  );
  if (!sync)
    return (
      <Section title={t('shops.sync.title')}>
        <Text size="sm" c="dimmed">
          {t('shops.sync.never')}
        </Text>
      </Section>
    );
  return (
    <Section title={t('shops.sync.title')}>
      <Stack gap="xs">
        <Group gap="xs">
          <SyncBadge status={sync.status} />
          <Text size="sm">{formatDateTime(sync.at)}</Text>
        </Group>
        {sync.status === 'failed' && (
          <Alert color="red" variant="light" title={syncReasonText(sync.reason ?? 'platform_error')}>
            {sync.message && (
              <Text size="sm">
                {t('shops.sync.message')}: {sync.message}
              </Text>
            )}
          </Alert>
        )}
        <Text size="sm">{t('shops.sync.counts', sync)}</Text>
        {sync.failures.length > 0 && (
          <ColumnsTable
            label={t('shops.sync.failuresLabel')}
            columns={failureColumns}
            rows={sync.failures}
            rowKey={(row) => `${row.order_serial_number}-${row.reason}`}
          />
        )}
      </Stack>
    </Section>
  );
}

function ImportedOrders({ view }: { view: ShopView }) {
  const { t } = useTranslation();
  const columns = useMemo<Column<ImportedOrderView>[]>(
    () => [
      { id: 'order', header: t('shops.orders.order'), cell: (row) => row.order_serial_number },
      {
        id: 'shipment',
        header: t('shops.orders.shipment'),
        cell: (row) =>
          row.shipment_number ? (
            <AnchorLink to="/shipment/$internalNumber" params={{ internalNumber: row.shipment_number }} size="sm">
              {row.shipment_number}
            </AnchorLink>
          ) : (
            t('shops.orders.creating')
          ),
      },
      { id: 'imported_at', header: t('shops.orders.imported_at'), cell: (row) => (row.imported_at ? formatDateTime(row.imported_at) : '') },
      {
        id: 'written_back_at',
        header: t('shops.orders.written_back_at'),
        cell: (row) => (row.written_back_at ? formatDateTime(row.written_back_at) : t('shops.orders.pending')),
      },
    ],
    [t],
  );
  return (
    <Section title={t('shops.orders.title')}>
      {view.orders.length === 0 ? (
        <EmptyState message={t('shops.orders.empty')} />
      ) : (
        <>
          <ColumnsTable
            label={t('shops.orders.tableLabel')}
            columns={columns}
            rows={view.orders}
            rowKey={(row) => String(row.order_serial_number)}
          />
          {view.orders_total > view.orders.length && (
            <Text size="xs" c="dimmed" mt={4}>
              {t('shops.orders.total', { shown: view.orders.length, total: view.orders_total })}
            </Text>
          )}
        </>
      )}
    </Section>
  );
}
