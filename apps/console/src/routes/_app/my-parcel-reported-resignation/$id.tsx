import { createFileRoute } from '@tanstack/react-router';
import { MyResignationFormPage } from '@/features/resignations/MyResignationFormPage';
import { resignationQuery } from '@/features/resignations/resignations.api';
import { resignationIdOf } from '@/features/resignations/resignation-param';
import { requireScreen } from '@/shared/session/guards';

/** `/my-parcel-reported-resignation/{id}` (clients): one of the client's reports, read-only, to delete. */
export const Route = createFileRoute('/_app/my-parcel-reported-resignation/$id')({
  beforeLoad: ({ params, location }) => {
    const context = requireScreen('myResignations')({ location });
    resignationIdOf(params.id);
    return context;
  },
  loader: ({ context, params }) => context.queryClient.prefetchQuery(resignationQuery('own', resignationIdOf(params.id))),
  component: function MyResignationRoute() {
    const id = resignationIdOf(Route.useParams().id);
    return <MyResignationFormPage key={id} id={id} />;
  },
});
