import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ResolveProblematicPage } from '@/features/warehouse/problems/ResolveProblematicPage';
import { requireWorkstationScreen } from '@/shared/session/guards';
import { tableSearchSchema } from '@/shared/table/table-state';

const problemSearch = tableSearchSchema(25).extend({
  sector: z.coerce.number().int().min(1).optional().catch(undefined),
  state: z.enum(['waiting', 'resolved', 'all']).catch('waiting').default('waiting'),
});

export const Route = createFileRoute('/_app/resolve-problematic')({
  validateSearch: problemSearch,
  beforeLoad: requireWorkstationScreen('resolveProblematic'),
  component: function ResolveProblematicRoute() {
    return <ResolveProblematicPage search={Route.useSearch()} />;
  },
});
