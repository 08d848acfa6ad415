import { createFileRoute } from '@tanstack/react-router';
import { CourierFormPage } from '@/features/shops/CourierFormPage';
import { shopIdOf } from '@/features/shops/shop-param';
import { shopCourierQuery, shopQuery } from '@/features/shops/shops.api';
import { requireScreen } from '@/shared/session/guards';

/** `/my/external-shop/{shopId}/courier/{id}` (clients): a courier mapping of the shop (read-only, to delete). */
export const Route = createFileRoute('/_app/my/external-shop/$shopId/courier/$id')({
  beforeLoad: ({ params, location }) => {
    const context = requireScreen('externalShops')({ location });
    shopIdOf(params.shopId);
    shopIdOf(params.id);
    return context;
  },
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.prefetchQuery(shopQuery(shopIdOf(params.shopId))),
      context.queryClient.prefetchQuery(shopCourierQuery(shopIdOf(params.shopId), shopIdOf(params.id))),
    ]),
  component: function CourierRoute() {
    const params = Route.useParams();
    const shopId = shopIdOf(params.shopId);
    const id = shopIdOf(params.id);
    return <CourierFormPage key={`${shopId}-${id}`} shopId={shopId} id={id} />;
  },
});
