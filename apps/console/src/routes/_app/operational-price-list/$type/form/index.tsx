import { createFileRoute } from '@tanstack/react-router';
import { PriceListFormPage } from '@/features/pricing/form/PriceListFormPage';
import { priceListTypeOf } from '@/features/pricing/price-list-type';
import { requireScreen } from '@/shared/session/guards';

/** `/operational-price-list/{type}/form`: a new default list. */
export const Route = createFileRoute('/_app/operational-price-list/$type/form/')({
  beforeLoad: ({ params, location, preload }) => {
    const context = requireScreen('operationalPriceLists')({ location, preload });
    priceListTypeOf(params.type);
    return context;
  },
  component: function NewPriceListRoute() {
    const type = priceListTypeOf(Route.useParams().type);
    return <PriceListFormPage key={type} type={type} />;
  },
});
