import { lazy, Suspense, useMemo, useState } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import type { ExportView } from '@parcel/contracts';
import { DashboardPage, type DashboardReports } from '@/features/dashboard/DashboardPage';
import { dashboardQuery, dashboardRole } from '@/features/dashboard/dashboard.api';
import { downloadExport } from '@/features/reports/download';
import { requireScreen } from '@/shared/session/guards';
import { useSession, type Session } from '@/shared/session/session';

const ReportsModal = lazy(() => import('@/features/reports/ReportsModal'));

/**
 * `/dashboard` (every role): the role's figures. The reports area's modal and
 * download are given to the page here (features do not import each other):
 * the admins' "reports running" and a client's ready reports open them.
 */
export const Route = createFileRoute('/_app/dashboard')({
  beforeLoad: requireScreen('dashboard'),
  loader: ({ context }) => context.queryClient.prefetchQuery(dashboardQuery(dashboardRole(context.session.role))),
  component: function DashboardRoute() {
    const session = useSession();
    return session && <DashboardWithReports session={session} />;
  },
});

function DashboardWithReports({ session }: { session: Session }) {
  const [opened, setOpened] = useState(false);
  const [used, setUsed] = useState(false);
  const reports = useMemo<DashboardReports>(
    () => ({
      open: () => {
        setUsed(true);
        setOpened(true);
      },
      download: (report) => void downloadExport({ identifier: report.uuid, status: report.status as ExportView['status'] }),
    }),
    [],
  );
  return (
    <>
      <DashboardPage session={session} reports={reports} />
      {used && (
        <Suspense fallback={null}>
          <ReportsModal opened={opened} onClose={() => setOpened(false)} session={session} />
        </Suspense>
      )}
    </>
  );
}
