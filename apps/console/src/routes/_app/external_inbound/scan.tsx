import { createFileRoute } from '@tanstack/react-router';
import { InboundScanPage } from '@/features/warehouse/intake/InboundScanPage';
import { requireWorkstationScreen } from '@/shared/session/guards';

/** Receiving parcels from outside couriers: admins and workers at a workstation. */
export const Route = createFileRoute('/_app/external_inbound/scan')({
  beforeLoad: requireWorkstationScreen('externalInboundScan'),
  component: function InboundScanRoute() {
    return <InboundScanPage userId={Route.useRouteContext().session.id} />;
  },
});
