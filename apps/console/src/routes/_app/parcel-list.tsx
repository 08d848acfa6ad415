import { createFileRoute } from '@tanstack/react-router';
import { ListingScreen } from './-listing-screen';
import { requireScreen } from '@/shared/session/guards';
import { useSession } from '@/shared/session/session';

/** `/parcel-list` (staff, spec/03 §2): the same listing as /parcels. */
export const Route = createFileRoute('/_app/parcel-list')({
  beforeLoad: requireScreen('parcelList'),
  component: function ParcelListRoute() {
    const session = useSession() ?? Route.useRouteContext().session;
    return <ListingScreen session={session} />;
  },
});
