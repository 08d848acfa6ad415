import { createFileRoute } from '@tanstack/react-router';
import { clientParametersQuery, parameterTypesQuery } from '@/features/clients/parameters/parameters.api';
import { ParameterFormPage } from '@/features/clients/parameters/ParameterFormPage';
import { clientIdOf } from '@/features/clients/client-param';
import { requireScreen } from '@/shared/session/guards';

/** `/client/{id}/parameter`: a new additional parameter. Not nested in the card. */
export const Route = createFileRoute('/_app/client/$id_/parameter/')({
  beforeLoad: requireScreen('clients'),
  loader: ({ context, params }) => {
    const clientId = clientIdOf(params.id);
    return Promise.all([
      context.queryClient.prefetchQuery(parameterTypesQuery()),
      context.queryClient.prefetchQuery(clientParametersQuery(clientId)),
    ]);
  },
  component: function NewParameterRoute() {
    return <ParameterFormPage clientId={clientIdOf(Route.useParams().id)} />;
  },
});
