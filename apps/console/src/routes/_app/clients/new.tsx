import { createFileRoute } from '@tanstack/react-router';
import { NewClientPage } from '@/features/clients/data/NewClientPage';
import { requireScreen } from '@/shared/session/guards';

export const Route = createFileRoute('/_app/clients/new')({
  beforeLoad: requireScreen('clients'),
  component: NewClientPage,
});
