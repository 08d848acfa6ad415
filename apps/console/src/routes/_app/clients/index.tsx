import { createFileRoute, redirect } from '@tanstack/react-router';
import { clientsTableQuery } from '@/features/clients/clients.api';
import { activeFilters, clientFiltersSchema, filtersToRestore, loadFilterCookie } from '@/features/clients/list/client-filters';
import { ClientsListPage } from '@/features/clients/list/ClientsListPage';
import { requireScreen } from '@/shared/session/guards';
import { tableSearchSchema, toDataTableRequest } from '@/shared/table/table-state';

const clientsSearch = tableSearchSchema(25).omit({ q: true }).extend(clientFiltersSchema.shape);
const DEFAULT_ORDER = { column: 'id', dir: 'desc' } as const;

export const Route = createFileRoute('/_app/clients/')({
  validateSearch: clientsSearch,
  beforeLoad: ({ search, location }) => {
    const context = requireScreen('clients')({ location });
    // No filters in the address (the menu, a link, a later visit): the ones kept in the cookie (for a day) apply
    // again, unless the reset button led here.
    const kept = filtersToRestore(search, loadFilterCookie(), location.state.filtersReset === true);
    if (kept) throw redirect({ to: '/clients', search: { ...search, ...kept }, replace: true });
    return context;
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.prefetchQuery(clientsTableQuery(activeFilters(deps))(toDataTableRequest(deps, DEFAULT_ORDER))),
  component: function ClientsRoute() {
    return <ClientsListPage search={Route.useSearch()} />;
  },
});
