import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '@/features/profile/ProfilePage';
import { requireScreen } from '@/shared/session/guards';

export const Route = createFileRoute('/_app/profile')({
  beforeLoad: requireScreen('profile'),
  component: ProfilePage,
});
