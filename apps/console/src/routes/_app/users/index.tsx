import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { UsersListPage } from '@/features/users/UsersListPage';
import { usersTableQuery } from '@/features/users/users.api';
import { requireScreen } from '@/shared/session/guards';
import { tableSearchSchema, toDataTableRequest } from '@/shared/table/table-state';

const usersSearch = tableSearchSchema(25).extend({
  deleted: z.boolean().optional().catch(undefined),
  unconfirmed: z.boolean().optional().catch(undefined),
});

export const Route = createFileRoute('/_app/users/')({
  validateSearch: usersSearch,
  beforeLoad: requireScreen('users'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.prefetchQuery(
      usersTableQuery(deps.deleted === true, deps.deleted !== true && deps.unconfirmed === true)(toDataTableRequest(deps)),
    ),
  component: function UsersRoute() {
    return <UsersListPage search={Route.useSearch()} />;
  },
});
