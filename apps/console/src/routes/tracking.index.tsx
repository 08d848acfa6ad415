import { createFileRoute } from '@tanstack/react-router';
import { TrackingPage } from '@/features/tracking/TrackingPage';

/** `/tracking`: public, the number field alone. */
export const Route = createFileRoute('/tracking/')({
  component: function TrackingRoute() {
    return <TrackingPage />;
  },
});
