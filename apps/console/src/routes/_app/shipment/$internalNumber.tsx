import { createFileRoute } from '@tanstack/react-router';
import { ShipmentPage } from '@/features/shipments/view/ShipmentPage';
import { requireScreen } from '@/shared/session/guards';
import { useSession } from '@/shared/session/session';

/** `/shipment/{internalNumber}`: all three roles; a parcel's number opens its shipment in parcel context. */
export const Route = createFileRoute('/_app/shipment/$internalNumber')({
  beforeLoad: requireScreen('shipment'),
  component: function ShipmentRoute() {
    const { internalNumber } = Route.useParams();
    const session = useSession() ?? Route.useRouteContext().session;
    // Keyed by the number: another shipment opens with a fresh form.
    return <ShipmentPage key={internalNumber} number={internalNumber} session={session} />;
  },
});
