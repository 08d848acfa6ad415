import { createFileRoute } from '@tanstack/react-router';
import { NewShipmentPage } from '@/features/shipments/new/NewShipmentPage';
import { requireScreen } from '@/shared/session/guards';
import { useSession } from '@/shared/session/session';

/** `/shipment/new`: admin and client. */
export const Route = createFileRoute('/_app/shipment/new')({
  beforeLoad: requireScreen('newShipment'),
  component: function NewShipmentRoute() {
    const session = useSession() ?? Route.useRouteContext().session;
    return <NewShipmentPage session={session} />;
  },
});
