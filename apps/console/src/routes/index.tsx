import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '@/features/auth/LoginPage';
import { redirectLoggedIn } from '@/shared/session/guards';

export const Route = createFileRoute('/')({
  beforeLoad: redirectLoggedIn,
  component: LoginPage,
});
