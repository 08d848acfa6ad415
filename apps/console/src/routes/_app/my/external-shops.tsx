import { createFileRoute } from '@tanstack/react-router';
import { shopsQuery } from '@/features/shops/shops.api';
import { ShopsListPage } from '@/features/shops/ShopsListPage';
import { requireScreen } from '@/shared/session/guards';

/** `/my/external-shops` (clients): the client's shop platforms (spec/03 §2). */
export const Route = createFileRoute('/_app/my/external-shops')({
  beforeLoad: requireScreen('externalShops'),
  loader: ({ context }) => context.queryClient.prefetchQuery(shopsQuery()),
  component: ShopsListPage,
});
