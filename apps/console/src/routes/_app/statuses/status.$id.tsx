import { createFileRoute } from '@tanstack/react-router';
import { EditStatusPage } from '@/features/statuses/EditStatusPage';
import { statusTypeQuery } from '@/features/statuses/statuses.api';
import { statusIdOf } from '@/features/statuses/status-param';
import { requireScreen } from '@/shared/session/guards';

/** `/statuses/status/{id}`: one status type. */
export const Route = createFileRoute('/_app/statuses/status/$id')({
  beforeLoad: ({ params, location }) => {
    const context = requireScreen('statuses')({ location });
    statusIdOf(params.id);
    return context;
  },
  loader: ({ context, params }) => context.queryClient.prefetchQuery(statusTypeQuery(statusIdOf(params.id))),
  component: function EditStatusRoute() {
    const id = statusIdOf(Route.useParams().id);
    return <EditStatusPage key={id} id={id} />;
  },
});
