import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '@/features/dashboard/DashboardPage';
import { requireScreen } from '@/shared/session/guards';
import { useSession } from '@/shared/session/session';

export const Route = createFileRoute('/_app/dashboard')({
  beforeLoad: requireScreen('dashboard'),
  component: function DashboardRoute() {
    const session = useSession();
    return session && <DashboardPage session={session} />;
  },
});
