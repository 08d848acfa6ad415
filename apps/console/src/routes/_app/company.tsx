import { createFileRoute } from '@tanstack/react-router';
import { CompanyPage } from '@/features/clients/company/CompanyPage';
import { companyQuery } from '@/features/clients/clients.api';
import { requireScreen } from '@/shared/session/guards';

export const Route = createFileRoute('/_app/company')({
  beforeLoad: requireScreen('company'),
  loader: ({ context }) => context.queryClient.prefetchQuery(companyQuery()),
  component: CompanyPage,
});
