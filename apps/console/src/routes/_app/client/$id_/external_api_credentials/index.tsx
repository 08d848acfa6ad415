import { createFileRoute } from '@tanstack/react-router';
import { serverAddressesQuery } from '@/features/clients/external-api/external-api.api';
import { ExternalCredentialFormPage } from '@/features/clients/external-api/ExternalCredentialFormPage';
import { clientIdOf } from '@/features/clients/client-param';
import { requireScreen } from '@/shared/session/guards';

/** `/client/{clientId}/external_api_credentials`: a new external API credential. Not nested in the card. */
export const Route = createFileRoute('/_app/client/$id_/external_api_credentials/')({
  beforeLoad: requireScreen('clients'),
  loader: ({ context, params }) => {
    clientIdOf(params.id);
    return context.queryClient.prefetchQuery(serverAddressesQuery());
  },
  component: function NewExternalCredentialRoute() {
    return <ExternalCredentialFormPage clientId={clientIdOf(Route.useParams().id)} />;
  },
});
