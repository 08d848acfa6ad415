import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { cardOf } from '../../../features/clients/card/cards';
import { ClientCardPage } from '../../../features/clients/card/ClientCardPage';
import { clientQuery } from '../../../features/clients/clients.api';
import { requireScreen } from '../../../shared/session/guards';

/** `/client/{id}/card/{card}`: the client card on a tab; a card the console does not have opens the data tab. */
export const Route = createFileRoute('/_app/client/$id/card/$card')({
  beforeLoad: ({ params }) => {
    const context = requireScreen('clients')();
    if (!/^[1-9]\d{0,9}$/.test(params.id)) throw notFound();
    const card = cardOf(params.card);
    if (card === null || card === 'data') throw redirect({ to: '/client/$id', params: { id: params.id }, replace: true });
    if (card !== params.card) throw redirect({ to: '/client/$id/card/$card', params: { id: params.id, card }, replace: true });
    return context;
  },
  loader: ({ context, params }) => context.queryClient.prefetchQuery(clientQuery(Number(params.id))),
  component: function ClientCardOnTabRoute() {
    const params = Route.useParams();
    return <ClientCardPage id={Number(params.id)} card={cardOf(params.card) ?? 'data'} />;
  },
});
