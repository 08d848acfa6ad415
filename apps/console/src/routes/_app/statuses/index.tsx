import { createFileRoute } from '@tanstack/react-router';
import { StatusesListPage } from '@/features/statuses/StatusesListPage';
import { statusTypesTableQuery } from '@/features/statuses/statuses.api';
import { requireScreen } from '@/shared/session/guards';
import { tableSearchSchema, toDataTableRequest } from '@/shared/table/table-state';

export const Route = createFileRoute('/_app/statuses/')({
  validateSearch: tableSearchSchema(25),
  beforeLoad: requireScreen('statuses'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(statusTypesTableQuery(toDataTableRequest(deps))),
  component: function StatusesRoute() {
    return <StatusesListPage search={Route.useSearch()} />;
  },
});
