import { createFileRoute } from '@tanstack/react-router';
import { ParcelScanPage } from '@/features/warehouse/scan/ParcelScanPage';
import { requireWorkstationScreen } from '@/shared/session/guards';

export const Route = createFileRoute('/_app/parcel-from-number')({
  beforeLoad: requireWorkstationScreen('parcelFromNumber'),
  component: ParcelScanPage,
});
