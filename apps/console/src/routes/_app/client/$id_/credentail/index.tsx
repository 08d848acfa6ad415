import { createFileRoute } from '@tanstack/react-router';
import { CredentialFormPage } from '@/features/clients/credentials/CredentialFormPage';
import { prefetchCredentialForm } from '@/features/clients/credentials/credentials.api';
import { clientIdOf } from '@/features/clients/client-param';
import { requireScreen } from '@/shared/session/guards';

/** `/client/{clientId}/credentail` (the spec's spelling): a new courier credential. Not nested in the card. */
export const Route = createFileRoute('/_app/client/$id_/credentail/')({
  beforeLoad: requireScreen('clients'),
  loader: ({ context, params }) => {
    clientIdOf(params.id);
    return prefetchCredentialForm(context.queryClient);
  },
  component: function NewCredentialRoute() {
    return <CredentialFormPage clientId={clientIdOf(Route.useParams().id)} />;
  },
});
