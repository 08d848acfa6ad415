import { Tabs } from '@mantine/core';
import type { ClientView } from '@parcel/contracts';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from '@/shared/i18n/i18n';
import { CredentialsTab } from '../credentials/CredentialsTab';
import { ClientDataTab } from '../data/ClientDataTab';
import { ExternalApiTab } from '../external-api/ExternalApiTab';
import { ParametersTab } from '../parameters/ParametersTab';
import { PricesTab } from '../prices/PricesTab';
import { CARDS, type Card } from './cards';

/** The card's tabs; each tab has its address (/client/{id} for the data, /client/{id}/card/{card} for the rest). */
export function ClientTabs({ client, card }: { client: ClientView; card: Card }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = (next: string | null) => {
    if (!next || next === card) return;
    if (next === 'data') void navigate({ to: '/client/$id', params: { id: String(client.id) } });
    else void navigate({ to: '/client/$id/card/$card', params: { id: String(client.id), card: next } });
  };
  return (
    <Tabs value={card} onChange={open} keepMounted={false}>
      <Tabs.List aria-label={t('clients.card.tabs')} mb="md" style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
        {CARDS.map((id) => (
          <Tabs.Tab key={id} value={id} style={{ whiteSpace: 'nowrap' }}>
            {t(`clients.cards.${id}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {CARDS.map((id) => (
        <Tabs.Panel key={id} value={id}>
          {id === card && <CardContent client={client} card={id} />}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

function CardContent({ client, card }: { client: ClientView; card: Card }) {
  switch (card) {
    case 'data':
      return <ClientDataTab client={client} />;
    case 'api':
      return <CredentialsTab clientId={client.id} />;
    case 'pricing':
      return <PricesTab clientId={client.id} />;
    case 'parameters':
      return <ParametersTab clientId={client.id} />;
    case 'external_api_credentials':
      return <ExternalApiTab clientId={client.id} />;
    default: {
      const never: never = card;
      return never;
    }
  }
}
