import { createFileRoute } from '@tanstack/react-router';
import { NewStatusPage } from '@/features/statuses/NewStatusPage';
import { requireScreen } from '@/shared/session/guards';

export const Route = createFileRoute('/_app/status/new')({
  beforeLoad: requireScreen('statuses'),
  component: NewStatusPage,
});
