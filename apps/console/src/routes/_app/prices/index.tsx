import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { DEFAULT_PRICE_COURIER_ID } from '@parcel/domain';
import { CourierPricesPage } from '@/features/courier-prices/CourierPricesPage';
import { courierPricesQuery, isPriceCourier } from '@/features/courier-prices/courier-prices.api';
import { requireScreen } from '@/shared/session/guards';

/** The courier in the address: a courier of the catalogue, courier 1 by default (spec/03 §9). */
const pricesSearch = z.object({
  courier: z.coerce
    .number()
    .int()
    .refine(isPriceCourier)
    .optional()
    .catch(undefined)
    .transform((courier) => courier ?? DEFAULT_PRICE_COURIER_ID),
});

/** `/prices` (admins): a courier's price table. */
export const Route = createFileRoute('/_app/prices/')({
  validateSearch: pricesSearch,
  beforeLoad: requireScreen('courierPrices'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(courierPricesQuery(deps.courier)),
  component: function CourierPricesRoute() {
    const { courier } = Route.useSearch();
    const navigate = Route.useNavigate();
    return <CourierPricesPage courierId={courier} onCourier={(next) => void navigate({ search: { courier: next } })} />;
  },
});
