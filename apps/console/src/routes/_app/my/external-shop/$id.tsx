import { createFileRoute } from '@tanstack/react-router';
import { shopIdOf } from '@/features/shops/shop-param';
import { shopQuery } from '@/features/shops/shops.api';
import { ShopPage } from '@/features/shops/ShopPage';
import { requireScreen } from '@/shared/session/guards';

/**
 * `/my/external-shop/{id}` (clients): one shop, its couriers, synchronisation and imported orders. A leaf: the
 * courier screens (`$shopId/courier`) are not its children (another parameter name, no layout in between).
 */
export const Route = createFileRoute('/_app/my/external-shop/$id')({
  beforeLoad: ({ params, location }) => {
    const context = requireScreen('externalShops')({ location });
    shopIdOf(params.id);
    return context;
  },
  loader: ({ context, params }) => context.queryClient.prefetchQuery(shopQuery(shopIdOf(params.id))),
  component: function ShopRoute() {
    const id = shopIdOf(Route.useParams().id);
    return <ShopPage key={id} id={id} />;
  },
});
