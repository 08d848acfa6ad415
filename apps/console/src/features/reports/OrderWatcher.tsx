import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/shared/api/api-error';
import { useTranslation } from '@/shared/i18n/i18n';
import { joinLiveRoom } from '@/shared/live/live';
import { toast } from '@/shared/notify/toasts';
import type { Session } from '@/shared/session/session';
import { orderOutcome, ORDER_POLL_MS } from './export-view';
import { pendingOrders, usePendingOrders } from './pending-orders';
import { exportQuery } from './reports.api';

/** The live room of one export: its progress notices reach this socket (libs/contracts/src/http/exports.ts). */
export const exportRoom = (uuid: string) => `export:${uuid}`;

const MISSING_GIVE_UP_MS = 30_000;

/**
 * Watches the reports this tab ordered, wherever the user is (mounted in the shell): the export's live room
 * refreshes it as the worker moves, the 5 s poll of GET find/{uuid} is the fallback; the end of an order is
 * told once (ready, validation_error, internal_error) and the order is no longer pending.
 */
export function OrderWatcher({ session }: { session: Session }) {
  const { uuids } = usePendingOrders(session.id);
  return (
    <>
      {uuids.map((uuid) => (
        <WatchedOrder key={uuid} uuid={uuid} userId={session.id} />
      ))}
    </>
  );
}

function WatchedOrder({ uuid, userId }: { uuid: string; userId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const order = useQuery({ ...exportQuery(uuid), refetchInterval: ORDER_POLL_MS, refetchIntervalInBackground: true });
  const told = useRef(false);
  const missingSince = useRef<number | null>(null);
  useEffect(() => joinLiveRoom(exportRoom(uuid)), [uuid]);

  useEffect(() => {
    if (told.current) return;
    // An order that stays unknown (404 for longer than a read model can lag) is not waited for.
    if (order.error instanceof ApiError && order.error.status === 404) {
      missingSince.current ??= Date.now();
      if (Date.now() - missingSince.current < MISSING_GIVE_UP_MS) return;
      told.current = true;
      pendingOrders.settle(userId, uuid);
      return;
    }
    missingSince.current = null;
    if (!order.data) return;
    const outcome = orderOutcome(order.data.status);
    if (outcome === 'pending') return;
    told.current = true;
    if (outcome === 'ready') toast.success(t('reports.toast.ready'));
    else if (outcome === 'validation_error') toast.warning(t('reports.toast.validationError'));
    else if (outcome === 'internal_error') toast.error(t('reports.toast.internalError'));
    pendingOrders.settle(userId, uuid);
    void queryClient.invalidateQueries({ queryKey: ['exports', 'count'] });
  }, [order.data, order.error, order.errorUpdatedAt, uuid, userId, t, queryClient]);
  return null;
}
