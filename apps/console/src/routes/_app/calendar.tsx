import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { CalendarPage } from '@/features/calendar/CalendarPage';
import { requireScreen } from '@/shared/session/guards';

const calendarSearch = z.object({ year: z.coerce.number().int().min(2000).max(2100).optional().catch(undefined) });

/** `/calendar` (admins): non-working days by year (the year in the URL, the current one by default). No loader: the entry chunk's budget is nearly spent, the page's chunk fetches. */
export const Route = createFileRoute('/_app/calendar')({
  validateSearch: calendarSearch,
  beforeLoad: requireScreen('calendar'),
  component: function CalendarRoute() {
    const { year } = Route.useSearch();
    const navigate = Route.useNavigate();
    return <CalendarPage year={year} onYear={(next) => void navigate({ search: { year: next } })} />;
  },
});
