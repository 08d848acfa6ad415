import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { NoAccess } from '@/shared/ui/route-states';

/** Where a screen the role may not open leads (requireScreen): what happened, and the way to the dashboard. */
export const Route = createFileRoute('/_app/no-access')({
  validateSearch: z.object({ from: z.string().optional().catch(undefined) }),
  component: function NoAccessRoute() {
    return <NoAccess from={Route.useSearch().from} />;
  },
});
