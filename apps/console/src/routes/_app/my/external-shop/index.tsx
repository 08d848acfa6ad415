import { createFileRoute } from '@tanstack/react-router';
import { NewShopPage } from '@/features/shops/ShopPage';
import { requireScreen } from '@/shared/session/guards';

/** `/my/external-shop` (clients): connect a new shop platform. */
export const Route = createFileRoute('/_app/my/external-shop/')({
  beforeLoad: requireScreen('externalShops'),
  component: NewShopPage,
});
