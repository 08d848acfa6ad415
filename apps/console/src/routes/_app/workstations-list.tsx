import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { WorkstationsListPage } from '@/features/warehouse/workstations/WorkstationsListPage';
import { requireScreen } from '@/shared/session/guards';

/** `?card=workstations-list | workflow_history | workstation` (spec/02 §2): the card shown; the workstations by default. */
const searchSchema = z.object({ card: z.enum(['workstations-list', 'workflow_history', 'workstation']).optional().catch(undefined) });

export const Route = createFileRoute('/_app/workstations-list')({
  validateSearch: searchSchema,
  beforeLoad: requireScreen('workstationsList'),
  component: function WorkstationsListRoute() {
    return <WorkstationsListPage card={Route.useSearch().card ?? 'workstations-list'} />;
  },
});
