import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { InboundListPage } from '@/features/warehouse/intake/InboundListPage';
import { requireScreen } from '@/shared/session/guards';
import { tableSearchSchema } from '@/shared/table/table-state';

const searchSchema = tableSearchSchema(25).extend({
  courier: z.coerce.number().int().min(1).optional().catch(undefined),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .catch(undefined),
});

/** `/external_inbound`: the list (filters in the URL). */
export const Route = createFileRoute('/_app/external_inbound/')({
  validateSearch: searchSchema,
  beforeLoad: requireScreen('externalInbound'),
  component: function InboundListRoute() {
    return <InboundListPage search={Route.useSearch()} />;
  },
});
