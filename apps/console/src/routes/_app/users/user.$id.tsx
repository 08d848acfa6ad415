import { createFileRoute } from '@tanstack/react-router';
import { EditUserPage } from '@/features/users/EditUserPage';
import { userQuery } from '@/features/users/users.api';
import { requireScreen } from '@/shared/session/guards';

export const Route = createFileRoute('/_app/users/user/$id')({
  beforeLoad: requireScreen('users'),
  loader: ({ context, params }) => context.queryClient.prefetchQuery(userQuery(params.id)),
  component: function EditUserRoute() {
    return <EditUserPage id={Route.useParams().id} />;
  },
});
