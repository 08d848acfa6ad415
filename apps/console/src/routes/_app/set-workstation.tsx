import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { SetWorkstationPage } from '@/features/warehouse/workstations/SetWorkstationPage';
import { requireScreen } from '@/shared/session/guards';

/**
 * `?required=1`: sent here by a screen that needs a workstation (the router
 * reads `1` as a number); `from`: where to go back once it is set.
 */
const searchSchema = z.object({
  required: z
    .union([z.literal(1), z.literal('1'), z.literal(true)])
    .optional()
    .catch(undefined),
  from: z.string().max(2000).optional().catch(undefined),
});

export const Route = createFileRoute('/_app/set-workstation')({
  validateSearch: searchSchema,
  beforeLoad: requireScreen('setWorkstation'),
  component: function SetWorkstationRoute() {
    const search = Route.useSearch();
    return <SetWorkstationPage required={search.required !== undefined} from={search.from} />;
  },
});
