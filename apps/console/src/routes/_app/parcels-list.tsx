import { createFileRoute } from '@tanstack/react-router';
import { ListingScreen } from './-listing-screen';
import { requireScreen } from '@/shared/session/guards';
import { useSession } from '@/shared/session/session';

/** `/parcels-list` (staff, spec/03 §2 route access): the same listing as /parcels. */
export const Route = createFileRoute('/_app/parcels-list')({
  beforeLoad: requireScreen('parcelList'),
  component: function ParcelsListRoute() {
    const session = useSession() ?? Route.useRouteContext().session;
    return <ListingScreen session={session} />;
  },
});
