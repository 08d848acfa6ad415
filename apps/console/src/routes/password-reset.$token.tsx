import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '@/features/auth/ResetPasswordPage';

export const Route = createFileRoute('/password-reset/$token')({
  component: function ResetPasswordRoute() {
    return <ResetPasswordPage token={Route.useParams().token} />;
  },
});
