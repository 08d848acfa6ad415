import { createFileRoute } from '@tanstack/react-router';
import { CourierFormPage } from '@/features/shops/CourierFormPage';
import { shopIdOf } from '@/features/shops/shop-param';
import { allowedCountriesQuery, shopQuery } from '@/features/shops/shops.api';
import { requireScreen } from '@/shared/session/guards';

/** `/my/external-shop/{shopId}/courier` (clients): a new courier mapping of the shop. */
export const Route = createFileRoute('/_app/my/external-shop/$shopId/courier/')({
  beforeLoad: ({ params, location }) => {
    const context = requireScreen('externalShops')({ location });
    shopIdOf(params.shopId);
    return context;
  },
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.prefetchQuery(shopQuery(shopIdOf(params.shopId))),
      context.queryClient.prefetchQuery(allowedCountriesQuery()),
    ]),
  component: function NewCourierRoute() {
    const shopId = shopIdOf(Route.useParams().shopId);
    return <CourierFormPage key={shopId} shopId={shopId} />;
  },
});
