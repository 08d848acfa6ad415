import { createFileRoute } from '@tanstack/react-router';
import { NewUserPage } from '@/features/users/NewUserPage';
import { requireScreen } from '@/shared/session/guards';

export const Route = createFileRoute('/_app/users/new')({
  beforeLoad: requireScreen('users'),
  component: NewUserPage,
});
