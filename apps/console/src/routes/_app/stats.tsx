import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { StatisticsPage } from '@/features/statistics/StatisticsPage';
import { requireScreen } from '@/shared/session/guards';

const statsSearch = z.object({ status: z.enum(['received_by_re', 'back_in_poland']).optional().catch(undefined) });

/** `/stats` (admins): shipment statistics; the kind in the URL (client shipments by default). No loader: the page's chunk fetches. */
export const Route = createFileRoute('/_app/stats')({
  validateSearch: statsSearch,
  beforeLoad: requireScreen('stats'),
  component: function StatsRoute() {
    const { status } = Route.useSearch();
    const navigate = Route.useNavigate();
    return <StatisticsPage kind={status ?? 'received_by_re'} onKind={(next) => void navigate({ search: { status: next } })} />;
  },
});
