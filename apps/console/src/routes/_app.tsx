import { createFileRoute } from '@tanstack/react-router';
import { Shell } from '@/shell/Shell';
import { ensureTexts } from '@/shared/i18n/i18n';
import { requireSession } from '@/shared/session/guards';
import { useSession } from '@/shared/session/session';

/** Every screen behind a login: not logged in -> `/`. */
export const Route = createFileRoute('/_app')({
  beforeLoad: async () => {
    const context = requireSession();
    // The areas' texts (a chunk of their own) before any screen behind the login shows.
    await ensureTexts();
    return context;
  },
  component: function AppRoute() {
    // The stored session, live: a role or e-mail read again from the server shows at once.
    const current = useSession() ?? Route.useRouteContext().session;
    return <Shell session={current} />;
  },
});
