import { createFileRoute } from '@tanstack/react-router';
import { InboundDetailPage } from '@/features/warehouse/intake/InboundDetailPage';
import { idParamOf } from '@/features/warehouse/intake/id-param';
import { requireScreen } from '@/shared/session/guards';

/** `/external_inbound/{id}`: one inbound. */
export const Route = createFileRoute('/_app/external_inbound/$id')({
  beforeLoad: ({ params, location }) => {
    const context = requireScreen('externalInbound')({ location });
    idParamOf(params.id);
    return context;
  },
  component: function InboundDetailRoute() {
    const id = idParamOf(Route.useParams().id);
    return <InboundDetailPage key={id} id={id} />;
  },
});
