import { createFileRoute } from '@tanstack/react-router';
import { ListingScreen } from './-listing-screen';
import { listingLinkSchema } from '@/features/listing/listing-criteria';
import { requireScreen } from '@/shared/session/guards';
import { useSession } from '@/shared/session/session';

/**
 * `/parcels` (every role): the parcel and shipment listing. No loader: the page waits its initial delay, then fetches.
 * A link may carry criteria in the address (the dashboard's figures: listingLinkSchema); applied, they leave it.
 */
export const Route = createFileRoute('/_app/parcels')({
  validateSearch: listingLinkSchema,
  beforeLoad: requireScreen('parcels'),
  component: function ParcelsRoute() {
    const session = useSession() ?? Route.useRouteContext().session;
    const link = Route.useSearch();
    const navigate = Route.useNavigate();
    const linked = Object.values(link).some((value) => value !== undefined);
    return (
      <ListingScreen
        session={session}
        link={linked ? link : undefined}
        onLinkApplied={() => void navigate({ search: {}, replace: true })}
      />
    );
  },
});
