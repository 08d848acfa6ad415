import { createFileRoute } from '@tanstack/react-router';
import { PriceFormPage } from '@/features/clients/prices/PriceFormPage';
import { priceQuery } from '@/features/clients/prices/prices.api';
import { clientIdOf } from '@/features/clients/client-param';
import { requireScreen } from '@/shared/session/guards';

/** `/client/{clientId}/price/{priceId}`: one price band. */
export const Route = createFileRoute('/_app/client/$id_/price/$priceId')({
  beforeLoad: requireScreen('clients'),
  loader: ({ context, params }) => {
    clientIdOf(params.id);
    return context.queryClient.prefetchQuery(priceQuery(params.priceId));
  },
  component: function PriceRoute() {
    const params = Route.useParams();
    return <PriceFormPage clientId={clientIdOf(params.id)} priceId={params.priceId} />;
  },
});
