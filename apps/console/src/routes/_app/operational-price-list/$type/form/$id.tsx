import { createFileRoute } from '@tanstack/react-router';
import { PriceListFormPage } from '@/features/pricing/form/PriceListFormPage';
import { priceListIdOf, priceListTypeOf } from '@/features/pricing/price-list-type';
import { requireScreen } from '@/shared/session/guards';

/** `/operational-price-list/{type}/form/{id}`: a default list. */
export const Route = createFileRoute('/_app/operational-price-list/$type/form/$id')({
  beforeLoad: ({ params, location, preload }) => {
    const context = requireScreen('operationalPriceLists')({ location, preload });
    priceListTypeOf(params.type);
    priceListIdOf(params.id);
    return context;
  },
  component: function PriceListRoute() {
    const params = Route.useParams();
    const type = priceListTypeOf(params.type);
    const id = priceListIdOf(params.id);
    return <PriceListFormPage key={`${type}-${id}`} type={type} id={id} />;
  },
});
