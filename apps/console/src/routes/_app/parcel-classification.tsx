import { createFileRoute } from '@tanstack/react-router';
import { SortingPage } from '@/features/warehouse/sorting/SortingPage';
import { requireWorkstationScreen } from '@/shared/session/guards';

/** No loader: its queries live in the page's lazy chunk (the entry chunk's budget). */
export const Route = createFileRoute('/_app/parcel-classification')({
  beforeLoad: requireWorkstationScreen('parcelClassification'),
  component: SortingPage,
});
