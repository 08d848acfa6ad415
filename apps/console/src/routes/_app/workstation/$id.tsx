import { createFileRoute, notFound } from '@tanstack/react-router';
import { EditWorkstationPage } from '@/features/warehouse/workstations/EditWorkstationPage';
import { requireScreen } from '@/shared/session/guards';

/** A workstation id in the path: a whole number from 1; anything else is the not-found page. */
function workstationIdOf(param: string): number {
  if (!/^[1-9]\d{0,9}$/.test(param)) throw notFound();
  return Number(param);
}

/** `/workstation/{id}`: one workstation and its workflow history. */
export const Route = createFileRoute('/_app/workstation/$id')({
  beforeLoad: ({ params, location }) => {
    const context = requireScreen('workstationsList')({ location });
    workstationIdOf(params.id);
    return context;
  },
  component: function EditWorkstationRoute() {
    const id = workstationIdOf(Route.useParams().id);
    return <EditWorkstationPage key={id} id={id} />;
  },
});
