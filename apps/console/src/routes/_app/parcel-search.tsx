import { createFileRoute } from '@tanstack/react-router';
import { ParcelSearchPage } from '@/features/warehouse/search/ParcelSearchPage';
import { requireScreen } from '@/shared/session/guards';
import { useSession } from '@/shared/session/session';

export const Route = createFileRoute('/_app/parcel-search')({
  beforeLoad: requireScreen('parcelSearch'),
  component: function ParcelSearchRoute() {
    const session = useSession() ?? Route.useRouteContext().session;
    return <ParcelSearchPage session={session} />;
  },
});
