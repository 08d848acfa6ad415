import { createFileRoute } from '@tanstack/react-router';
import { TrackingPage } from '@/features/tracking/TrackingPage';

/** `/tracking/{number}`: public, a shipment's or a parcel's history (the link staff copy). */
export const Route = createFileRoute('/tracking/$number')({
  component: function TrackingNumberRoute() {
    return <TrackingPage number={Route.useParams().number} />;
  },
});
