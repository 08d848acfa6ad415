import { createFileRoute } from '@tanstack/react-router';
import { IntakePage } from '@/features/warehouse/intake/IntakePage';
import { requireWorkstationScreen } from '@/shared/session/guards';

/** Intake with client assignment: admins and workers at a workstation. */
export const Route = createFileRoute('/_app/parcel-from-number-and-assign-to-client')({
  beforeLoad: requireWorkstationScreen('parcelIntake'),
  component: function IntakeRoute() {
    return <IntakePage userId={Route.useRouteContext().session.id} />;
  },
});
