import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ROLES } from '@parcel/domain';
import { ApiError } from '@/shared/api/api-error';
import { errorText } from '@/shared/api/error-text';
import { useTranslation } from '@/shared/i18n/i18n';
import { toast } from '@/shared/notify/toasts';
import { useSession } from '@/shared/session/session';
import { pendingOrders } from './pending-orders';
import type { ReportOrder } from './report-order';
import { orderCustomExport, orderExport } from './reports.api';

/**
 * Places an order and hands it to the shell's watcher; tells the spec's messages (spec/03 §8): ordered, or
 * 406 when the criteria cannot make a file. Resolves true when the order was taken.
 */
export function usePlaceOrder(): (order: ReportOrder) => Promise<boolean> {
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  return useCallback(
    async (order: ReportOrder) => {
      if (!session) return false;
      try {
        const { uuid } =
          order.path === 'standard'
            ? await orderExport(order.type, order.criteria)
            : await orderCustomExport(order.type, order.start, order.end, order.criteria);
        pendingOrders.add(session.id, uuid);
        toast.success(t(session.role === ROLES.client ? 'reports.toast.ordered' : 'reports.toast.orderedStaff'));
        void queryClient.invalidateQueries({ queryKey: ['exports'] });
        return true;
      } catch (error) {
        toast.error(error instanceof ApiError && error.status === 406 ? t('reports.toast.notProcessable') : errorText(error));
        return false;
      }
    },
    [session, t, queryClient],
  );
}
