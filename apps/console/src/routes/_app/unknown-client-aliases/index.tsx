import { createFileRoute } from '@tanstack/react-router';
import { AliasesListPage } from '@/features/warehouse/intake/AliasesListPage';
import { requireScreen } from '@/shared/session/guards';

/** `/unknown-client-aliases`: admins. */
export const Route = createFileRoute('/_app/unknown-client-aliases/')({
  beforeLoad: requireScreen('unknownClientAliases'),
  component: AliasesListPage,
});
