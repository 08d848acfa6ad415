import { createFileRoute, notFound } from '@tanstack/react-router';
import { ClientCardPage } from '../../../features/clients/card/ClientCardPage';
import { clientQuery } from '../../../features/clients/clients.api';
import { requireScreen } from '../../../shared/session/guards';

/** `/client/{id}`: the client card on its data tab. */
export const Route = createFileRoute('/_app/client/$id/')({
  beforeLoad: ({ params }) => {
    const context = requireScreen('clients')();
    if (!/^[1-9]\d{0,9}$/.test(params.id)) throw notFound();
    return context;
  },
  loader: ({ context, params }) => context.queryClient.prefetchQuery(clientQuery(Number(params.id))),
  component: function ClientCardRoute() {
    return <ClientCardPage id={Number(Route.useParams().id)} card="data" />;
  },
});
