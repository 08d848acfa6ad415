import { createFileRoute } from '@tanstack/react-router';
import { externalCredentialQuery } from '@/features/clients/external-api/external-api.api';
import { ExternalCredentialFormPage } from '@/features/clients/external-api/ExternalCredentialFormPage';
import { clientIdOf } from '@/features/clients/client-param';
import { requireScreen } from '@/shared/session/guards';

/** `/client/{clientId}/external_api_credentials/{id}`: one external API credential (its password shown to the admin). */
export const Route = createFileRoute('/_app/client/$id_/external_api_credentials/$credId')({
  beforeLoad: requireScreen('clients'),
  loader: ({ context, params }) => {
    const clientId = clientIdOf(params.id);
    return context.queryClient.prefetchQuery(externalCredentialQuery(clientId, params.credId));
  },
  component: function ExternalCredentialRoute() {
    const params = Route.useParams();
    return <ExternalCredentialFormPage clientId={clientIdOf(params.id)} credId={params.credId} />;
  },
});
