import { createFileRoute } from '@tanstack/react-router';
import { NewWorkstationPage } from '@/features/warehouse/workstations/NewWorkstationPage';
import { requireScreen } from '@/shared/session/guards';

export const Route = createFileRoute('/_app/workstation/new')({
  beforeLoad: requireScreen('workstationsList'),
  component: NewWorkstationPage,
});
