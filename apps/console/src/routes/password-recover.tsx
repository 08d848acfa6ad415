import { createFileRoute } from '@tanstack/react-router';
import { RecoverPasswordPage } from '@/features/auth/RecoverPasswordPage';

export const Route = createFileRoute('/password-recover')({
  component: RecoverPasswordPage,
});
