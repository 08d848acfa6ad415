import { createFileRoute } from '@tanstack/react-router';
import { StaffResignationFormPage } from '@/features/resignations/StaffResignationFormPage';
import { resignationQuery } from '@/features/resignations/resignations.api';
import { resignationIdOf } from '@/features/resignations/resignation-param';
import { requireScreen } from '@/shared/session/guards';

/** `/parcel-reported-resignation/{id}` (admins): one report, to change or delete. */
export const Route = createFileRoute('/_app/parcel-reported-resignation/$id')({
  beforeLoad: ({ params, location }) => {
    const context = requireScreen('resignations')({ location });
    resignationIdOf(params.id);
    return context;
  },
  loader: ({ context, params }) => context.queryClient.prefetchQuery(resignationQuery('staff', resignationIdOf(params.id))),
  component: function ResignationRoute() {
    const id = resignationIdOf(Route.useParams().id);
    return <StaffResignationFormPage key={id} id={id} />;
  },
});
