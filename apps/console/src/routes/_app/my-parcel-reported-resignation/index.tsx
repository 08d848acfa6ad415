import { createFileRoute } from '@tanstack/react-router';
import { MyResignationFormPage } from '@/features/resignations/MyResignationFormPage';
import { requireScreen } from '@/shared/session/guards';

/** `/my-parcel-reported-resignation` (clients): report a resignation of one of the client's shipments. */
export const Route = createFileRoute('/_app/my-parcel-reported-resignation/')({
  beforeLoad: requireScreen('myResignations'),
  component: function NewMyResignationRoute() {
    return <MyResignationFormPage />;
  },
});
