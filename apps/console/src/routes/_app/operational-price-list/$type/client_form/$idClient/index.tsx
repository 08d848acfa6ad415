import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { clientIdOf } from '@/features/clients/client-param';
import { PriceListFormPage } from '@/features/pricing/form/PriceListFormPage';
import { priceListTypeOf } from '@/features/pricing/price-list-type';
import { requireScreen } from '@/shared/session/guards';

/** `from`: the default list the new one is cloned from ('Sklonuj z głównego cennika'). */
const cloneSearch = z.object({ from: z.coerce.number().int().min(1).max(2_147_483_647).optional().catch(undefined) });

/** `/operational-price-list/{type}/client_form/{idClient}[?from={id}]`: a new list of a client, empty or a clone of a default list. */
export const Route = createFileRoute('/_app/operational-price-list/$type/client_form/$idClient/')({
  validateSearch: cloneSearch,
  beforeLoad: ({ params, location, preload }) => {
    const context = requireScreen('operationalPriceLists')({ location, preload });
    priceListTypeOf(params.type);
    clientIdOf(params.idClient);
    return context;
  },
  component: function NewClientPriceListRoute() {
    const params = Route.useParams();
    const { from } = Route.useSearch();
    const type = priceListTypeOf(params.type);
    const clientId = clientIdOf(params.idClient);
    return <PriceListFormPage key={`${type}-${clientId}-${from}`} type={type} clientId={clientId} cloneOf={from} />;
  },
});
