import { createFileRoute } from '@tanstack/react-router';
import { parameterQuery, parameterTypesQuery } from '@/features/clients/parameters/parameters.api';
import { ParameterFormPage } from '@/features/clients/parameters/ParameterFormPage';
import { clientIdOf } from '@/features/clients/client-param';
import { requireScreen } from '@/shared/session/guards';

/** `/client/{clientId}/parameter/{id}`: one additional parameter. */
export const Route = createFileRoute('/_app/client/$id_/parameter/$parameterId')({
  beforeLoad: requireScreen('clients'),
  loader: ({ context, params }) => {
    const clientId = clientIdOf(params.id);
    return Promise.all([
      context.queryClient.prefetchQuery(parameterTypesQuery()),
      context.queryClient.prefetchQuery(parameterQuery(clientId, params.parameterId)),
    ]);
  },
  component: function ParameterRoute() {
    const params = Route.useParams();
    return <ParameterFormPage clientId={clientIdOf(params.id)} parameterId={params.parameterId} />;
  },
});
