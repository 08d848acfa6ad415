import { createFileRoute } from '@tanstack/react-router';
import { ListingScreen } from './-listing-screen';
import { requireScreen } from '@/shared/session/guards';
import { useSession } from '@/shared/session/session';

/** `/parcels` (every role): the parcel and shipment listing. No loader: the page waits its initial delay, then fetches. */
export const Route = createFileRoute('/_app/parcels')({
  beforeLoad: requireScreen('parcels'),
  component: function ParcelsRoute() {
    const session = useSession() ?? Route.useRouteContext().session;
    return <ListingScreen session={session} />;
  },
});
