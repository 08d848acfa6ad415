import { createFileRoute } from '@tanstack/react-router';
import { PriceFormPage } from '@/features/clients/prices/PriceFormPage';
import { clientIdOf } from '@/features/clients/client-param';
import { requireScreen } from '@/shared/session/guards';

/** `/client/{id}/price`: a new price band. Not nested in the card. */
export const Route = createFileRoute('/_app/client/$id_/price/')({
  beforeLoad: requireScreen('clients'),
  loader: ({ params }) => void clientIdOf(params.id),
  component: function NewPriceRoute() {
    return <PriceFormPage clientId={clientIdOf(Route.useParams().id)} />;
  },
});
