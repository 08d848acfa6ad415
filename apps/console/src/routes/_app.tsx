import { createFileRoute } from '@tanstack/react-router';
import { Shell } from '@/shell/Shell';
import { requireSession } from '@/shared/session/guards';
import { useSession } from '@/shared/session/session';

/** Every screen behind a login: not logged in -> `/`. */
export const Route = createFileRoute('/_app')({
  beforeLoad: requireSession,
  component: function AppRoute() {
    // The stored session, live: a role or e-mail read again from the server shows at once.
    const current = useSession() ?? Route.useRouteContext().session;
    return <Shell session={current} />;
  },
});
