import { createFileRoute } from '@tanstack/react-router';
import { ClientCardPage } from '@/features/clients/card/ClientCardPage';
import { clientIdOf } from '@/features/clients/client-param';
import { clientQuery } from '@/features/clients/clients.api';
import { BillingButton } from '@/features/reports/billing/BillingButton';
import { requireScreen } from '@/shared/session/guards';

/** `/client/{id}`: the client card on its data tab. */
export const Route = createFileRoute('/_app/client/$id/')({
  beforeLoad: ({ params, location }) => {
    const context = requireScreen('clients')({ location });
    clientIdOf(params.id);
    return context;
  },
  loader: ({ context, params }) => context.queryClient.prefetchQuery(clientQuery(clientIdOf(params.id))),
  component: function ClientCardRoute() {
    const id = clientIdOf(Route.useParams().id);
    // Keyed by the client: previous / next open another client on the same route, with a fresh form.
    return <ClientCardPage key={id} id={id} card="data" billing={BillingButton} />;
  },
});
