import { createFileRoute } from '@tanstack/react-router';
import { CourierPriceFormPage } from '@/features/courier-prices/CourierPriceFormPage';
import { courierPriceQuery } from '@/features/courier-prices/courier-prices.api';
import { courierPriceIdOf } from '@/features/courier-prices/price-param';
import { requireScreen } from '@/shared/session/guards';

/** `/prices/price/{id}` (admins): one courier price. */
export const Route = createFileRoute('/_app/prices/price/$id')({
  beforeLoad: ({ params, location }) => {
    const context = requireScreen('courierPrices')({ location });
    courierPriceIdOf(params.id);
    return context;
  },
  loader: ({ context, params }) => context.queryClient.prefetchQuery(courierPriceQuery(courierPriceIdOf(params.id))),
  component: function CourierPriceRoute() {
    const id = courierPriceIdOf(Route.useParams().id);
    return <CourierPriceFormPage key={id} id={id} />;
  },
});
