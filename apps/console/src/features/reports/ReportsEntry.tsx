import { lazy, Suspense, useState } from 'react';
import { NavLink } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/i18n';
import type { Session } from '@/shared/session/session';
import { entryRule } from './export-view';
import { usePendingOrders } from './pending-orders';
import { hasReportsQuery } from './reports.api';

const ReportsModal = lazy(() => import('./ReportsModal'));

/**
 * "Moje raporty" in the sidebar (spec/01 §2): admins always; clients once they have a report; warehouse
 * workers (who never fetch the count) once they ordered one in this session. Opens the reports modal, whose
 * code loads on the first click.
 */
export function ReportsEntry({ session, onOpen }: { session: Session; onOpen?: () => void }) {
  const { t } = useTranslation();
  const rule = entryRule(session.role);
  const { ordered } = usePendingOrders(session.id);
  const count = useQuery({ ...hasReportsQuery(), enabled: rule === 'when_count' });
  const [opened, setOpened] = useState(false);
  const [used, setUsed] = useState(false);
  const visible = rule === 'always' || ordered || (rule === 'when_count' && count.data === true);
  if (!visible) return null;
  return (
    <>
      <NavLink
        component="button"
        type="button"
        label={t('reports.entry')}
        aria-haspopup="dialog"
        data-testid="reports-entry"
        onClick={() => {
          onOpen?.();
          setUsed(true);
          setOpened(true);
        }}
      />
      {used && (
        <Suspense fallback={null}>
          <ReportsModal opened={opened} onClose={() => setOpened(false)} session={session} />
        </Suspense>
      )}
    </>
  );
}
