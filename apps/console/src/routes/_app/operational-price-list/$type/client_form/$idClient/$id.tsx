import { createFileRoute } from '@tanstack/react-router';
import { clientIdOf } from '@/features/clients/client-param';
import { PriceListFormPage } from '@/features/pricing/form/PriceListFormPage';
import { priceListIdOf, priceListTypeOf } from '@/features/pricing/price-list-type';
import { requireScreen } from '@/shared/session/guards';

/** `/operational-price-list/{type}/client_form/{idClient}/{id}`: a client's list. */
export const Route = createFileRoute('/_app/operational-price-list/$type/client_form/$idClient/$id')({
  beforeLoad: ({ params, location, preload }) => {
    const context = requireScreen('operationalPriceLists')({ location, preload });
    priceListTypeOf(params.type);
    clientIdOf(params.idClient);
    priceListIdOf(params.id);
    return context;
  },
  component: function ClientPriceListRoute() {
    const params = Route.useParams();
    const type = priceListTypeOf(params.type);
    const clientId = clientIdOf(params.idClient);
    const id = priceListIdOf(params.id);
    return <PriceListFormPage key={`${type}-${clientId}-${id}`} type={type} clientId={clientId} id={id} />;
  },
});
