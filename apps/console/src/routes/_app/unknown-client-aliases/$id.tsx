import { createFileRoute } from '@tanstack/react-router';
import { AliasDetailPage } from '@/features/warehouse/intake/AliasDetailPage';
import { idParamOf } from '@/features/warehouse/intake/id-param';
import { requireScreen } from '@/shared/session/guards';

/** `/unknown-client-aliases/{id}`: resolve one alias. */
export const Route = createFileRoute('/_app/unknown-client-aliases/$id')({
  beforeLoad: ({ params, location }) => {
    const context = requireScreen('unknownClientAliases')({ location });
    idParamOf(params.id);
    return context;
  },
  component: function AliasDetailRoute() {
    const id = idParamOf(Route.useParams().id);
    return <AliasDetailPage key={id} id={id} />;
  },
});
