import { createFileRoute } from '@tanstack/react-router';
import { PriceListsPage } from '@/features/pricing/PriceListsPage';
import { priceListTypeOf } from '@/features/pricing/price-list-type';
import { requireScreen } from '@/shared/session/guards';
import { tableSearchSchema } from '@/shared/table/table-state';

/** `/operational-price-list/{type}/list` (admins; spec/03 §2): the default lists of a type, 25 a page. No loader: the page's chunk fetches. */
export const Route = createFileRoute('/_app/operational-price-list/$type/list')({
  validateSearch: tableSearchSchema(25),
  beforeLoad: ({ params, location, preload }) => {
    const context = requireScreen('operationalPriceLists')({ location, preload });
    priceListTypeOf(params.type);
    return context;
  },
  component: function PriceListsRoute() {
    const type = priceListTypeOf(Route.useParams().type);
    return <PriceListsPage key={type} type={type} search={Route.useSearch()} />;
  },
});
