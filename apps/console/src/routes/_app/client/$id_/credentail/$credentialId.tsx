import { createFileRoute } from '@tanstack/react-router';
import { CredentialFormPage } from '@/features/clients/credentials/CredentialFormPage';
import { prefetchCredentialForm } from '@/features/clients/credentials/credentials.api';
import { clientIdOf } from '@/features/clients/client-param';
import { requireScreen } from '@/shared/session/guards';

/** `/client/{clientId}/credentail/{id}` (the spec's spelling): one courier credential. */
export const Route = createFileRoute('/_app/client/$id_/credentail/$credentialId')({
  beforeLoad: requireScreen('clients'),
  loader: ({ context, params }) => {
    clientIdOf(params.id);
    return prefetchCredentialForm(context.queryClient, params.credentialId);
  },
  component: function CredentialRoute() {
    const params = Route.useParams();
    return <CredentialFormPage clientId={clientIdOf(params.id)} credentialId={params.credentialId} />;
  },
});
