import { createFileRoute, redirect } from '@tanstack/react-router';
import { Shell } from '../shell/Shell';
import { session, useSession } from '../shared/session/session';

/** Every screen behind a login: not logged in -> `/`. */
export const Route = createFileRoute('/_app')({
  beforeLoad: () => {
    const current = session.get();
    if (!current) throw redirect({ to: '/' });
    return { session: current };
  },
  component: function AppRoute() {
    // The stored session, live: a role or e-mail read again from the server shows at once.
    const current = useSession() ?? Route.useRouteContext().session;
    return <Shell session={current} />;
  },
});
