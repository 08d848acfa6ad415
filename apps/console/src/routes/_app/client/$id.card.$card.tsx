import { createFileRoute, redirect } from '@tanstack/react-router';
import { cardOf, NEW_EXTERNAL_API_CARD } from '@/features/clients/card/cards';
import { ClientCardPage } from '@/features/clients/card/ClientCardPage';
import { clientIdOf } from '@/features/clients/client-param';
import { clientQuery } from '@/features/clients/clients.api';
import { ClientPriceListsTab } from '@/features/pricing/client/ClientPriceListsTab';
import { BillingButton } from '@/features/reports/billing/BillingButton';
import { requireScreen } from '@/shared/session/guards';

/**
 * `/client/{id}/card/{card}`: the client card on a tab; a card the console does not have opens the data tab, the
 * new external API credentials card its form.
 */
export const Route = createFileRoute('/_app/client/$id/card/$card')({
  beforeLoad: ({ params, location }) => {
    const context = requireScreen('clients')({ location });
    clientIdOf(params.id);
    if (params.card === NEW_EXTERNAL_API_CARD) throw redirect({ to: '/client/$id/external_api_credentials', params: { id: params.id }, replace: true });
    const card = cardOf(params.card);
    if (card === null || card === 'data') throw redirect({ to: '/client/$id', params: { id: params.id }, replace: true });
    if (card !== params.card) throw redirect({ to: '/client/$id/card/$card', params: { id: params.id, card }, replace: true });
    return context;
  },
  loader: ({ context, params }) => context.queryClient.prefetchQuery(clientQuery(clientIdOf(params.id))),
  component: function ClientCardOnTabRoute() {
    const params = Route.useParams();
    const id = clientIdOf(params.id);
    // Keyed by the client: previous / next open another client on the same route, with fresh forms.
    return <ClientCardPage key={id} id={id} card={cardOf(params.card) ?? 'data'} priceLists={ClientPriceListsTab} billing={BillingButton} />;
  },
});
