import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ROLES } from '@parcel/domain';
import { CompanyPage } from '@/features/clients/company/CompanyPage';
import { clientQuery, companyQuery } from '@/features/clients/clients.api';
import { requireScreen } from '@/shared/session/guards';

/** `/company` (admin and client): a client's own company data; an admin's pick of a client (`?client_id=`). */
export const Route = createFileRoute('/_app/company')({
  validateSearch: z.object({ client_id: z.coerce.number().int().positive().optional().catch(undefined) }),
  beforeLoad: requireScreen('company'),
  loaderDeps: ({ search }) => ({ clientId: search.client_id }),
  loader: ({ context, deps }) => {
    if (context.session.role !== ROLES.admin) return context.queryClient.prefetchQuery(companyQuery());
    if (deps.clientId !== undefined) return context.queryClient.prefetchQuery(clientQuery(deps.clientId));
  },
  component: function CompanyRoute() {
    const { session } = Route.useRouteContext();
    return <CompanyPage admin={session.role === ROLES.admin} clientId={Route.useSearch().client_id} />;
  },
});
