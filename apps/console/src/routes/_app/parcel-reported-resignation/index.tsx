import { createFileRoute } from '@tanstack/react-router';
import { StaffResignationFormPage } from '@/features/resignations/StaffResignationFormPage';
import { requireScreen } from '@/shared/session/guards';

/** `/parcel-reported-resignation` (admins): a new reported resignation. */
export const Route = createFileRoute('/_app/parcel-reported-resignation/')({
  beforeLoad: requireScreen('resignations'),
  component: function NewResignationRoute() {
    return <StaffResignationFormPage />;
  },
});
