import { createFileRoute, redirect } from '@tanstack/react-router';
import { Shell } from '../shell/Shell';
import { session } from '../shared/session/session';

/** Every screen behind a login: not logged in -> `/`. */
export const Route = createFileRoute('/_app')({
  beforeLoad: () => {
    const current = session.get();
    if (!current) throw redirect({ to: '/' });
    return { session: current };
  },
  component: function AppRoute() {
    return <Shell session={Route.useRouteContext().session} />;
  },
});
