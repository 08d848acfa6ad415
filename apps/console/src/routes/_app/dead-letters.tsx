import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { DeadLettersPage } from '@/features/operations/DeadLettersPage';
import { deadLettersQuery } from '@/features/operations/operations.api';
import { requireScreen } from '@/shared/session/guards';

const deadLettersSearch = z.object({ status: z.enum(['parked', 'all']).optional().catch(undefined) });

export const Route = createFileRoute('/_app/dead-letters')({
  validateSearch: deadLettersSearch,
  beforeLoad: requireScreen('deadLetters'),
  loaderDeps: ({ search }) => ({ status: search.status ?? 'parked' }),
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(deadLettersQuery(deps.status)),
  component: function DeadLettersRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <DeadLettersPage
        status={search.status ?? 'parked'}
        onStatus={(status) => void navigate({ search: { status: status === 'parked' ? undefined : status } })}
      />
    );
  },
});
