import { createFileRoute } from '@tanstack/react-router';
import { NewProblematicSectorPage } from '@/features/warehouse/problematic-sectors/NewProblematicSectorPage';
import { requireScreen } from '@/shared/session/guards';

export const Route = createFileRoute('/_app/problematic-sector/new')({
  beforeLoad: requireScreen('problematicSectors'),
  component: NewProblematicSectorPage,
});
