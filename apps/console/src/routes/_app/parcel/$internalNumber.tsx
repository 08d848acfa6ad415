import { createFileRoute, redirect } from '@tanstack/react-router';
import { requireScreen } from '@/shared/session/guards';

/** `/parcel/{internal_number}` (spec/03 §2, "also seen"): the shipment screen of that number, in parcel context for a parcel's number. */
export const Route = createFileRoute('/_app/parcel/$internalNumber')({
  beforeLoad: (options) => {
    requireScreen('shipment')(options);
    throw redirect({ to: '/shipment/$internalNumber', params: { internalNumber: options.params.internalNumber }, replace: true });
  },
});
