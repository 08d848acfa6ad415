import { createFileRoute } from '@tanstack/react-router';
import { EmailCheckPage } from '@/features/auth/EmailCheckPage';

export const Route = createFileRoute('/email/check/$token')({
  component: function EmailCheckRoute() {
    return <EmailCheckPage token={Route.useParams().token} />;
  },
});
