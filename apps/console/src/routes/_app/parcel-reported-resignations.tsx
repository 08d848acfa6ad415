import { createFileRoute } from '@tanstack/react-router';
import { ResignationsListPage } from '@/features/resignations/ResignationsListPage';
import { RESIGNATIONS_DEFAULT_ORDER } from '@/features/resignations/resignations.columns';
import { resignationsTableQuery } from '@/features/resignations/resignations.api';
import { requireScreen } from '@/shared/session/guards';
import { tableSearchSchema, toDataTableRequest } from '@/shared/table/table-state';

/** `/parcel-reported-resignations` (admins): every client's reported resignations, 25 a page (spec/03 §2, §9). */
export const Route = createFileRoute('/_app/parcel-reported-resignations')({
  validateSearch: tableSearchSchema(25),
  beforeLoad: requireScreen('resignations'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.prefetchQuery(resignationsTableQuery('staff')(toDataTableRequest(deps, RESIGNATIONS_DEFAULT_ORDER))),
  component: function ResignationsRoute() {
    return <ResignationsListPage scope="staff" search={Route.useSearch()} />;
  },
});
