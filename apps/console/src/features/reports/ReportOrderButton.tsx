import { lazy, Suspense, useState } from 'react';
import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { ListingCriteria } from '@parcel/contracts';
import { useTranslation } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session';
import { mayOrderReports, ordersDirectly } from './report-order';
import { usePlaceOrder } from './usePlaceOrder';

const ReportTypeDialog = lazy(() => import('./ReportTypeDialog'));

/**
 * "Pobierz raport" of the listing (spec/03 §2): a client orders the standard report of the criteria at once;
 * an admin picks the type in a dialog (custom dates only for the non-standard types). The order is then
 * watched by the shell (live progress, the 5 s poll, the ready / failed toasts) and listed in "Moje raporty".
 */
export function ReportOrderButton({ criteria }: { criteria: ListingCriteria }) {
  const { t } = useTranslation();
  const session = useSession();
  const place = usePlaceOrder();
  const direct = useMutation({ mutationFn: () => place({ path: 'standard', type: 'standard_from_filters', criteria }) });
  const [opened, setOpened] = useState(false);
  const [used, setUsed] = useState(false);
  if (!session || !mayOrderReports(session.role)) return null;
  if (ordersDirectly(session.role)) {
    return (
      <Button variant="light" loading={direct.isPending} onClick={() => direct.mutate()}>
        {t('reports.order.button')}
      </Button>
    );
  }
  return (
    <>
      <Button
        variant="light"
        aria-haspopup="dialog"
        onClick={() => {
          setUsed(true);
          setOpened(true);
        }}
      >
        {t('reports.order.button')}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <ReportTypeDialog opened={opened} onClose={() => setOpened(false)} criteria={criteria} />
        </Suspense>
      )}
    </>
  );
}
