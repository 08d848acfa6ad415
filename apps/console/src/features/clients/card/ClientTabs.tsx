import { Box, Tabs } from '@mantine/core';
import type { ClientView } from '@parcel/contracts';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from '@/shared/i18n/i18n';
import { useOverflowHint } from '@/shared/ui/useOverflowHint';
import { CredentialsTab } from '../credentials/CredentialsTab';
import { ClientDataTab } from '../data/ClientDataTab';
import { ExternalApiTab } from '../external-api/ExternalApiTab';
import { ParametersTab } from '../parameters/ParametersTab';
import { PricesTab } from '../prices/PricesTab';
import { CARDS, type Card, type PriceListsTab } from './cards';
import './client-tabs.css';

/**
 * The card's tabs; each tab has its address (/client/{id} for the data, /client/{id}/card/{card} for the rest).
 * The operational price-list tabs are the pricing feature's, handed in by the route (`priceLists`).
 */
export function ClientTabs({ client, card, priceLists }: { client: ClientView; card: Card; priceLists?: PriceListsTab }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const overflow = useOverflowHint<HTMLDivElement>();
  const open = (next: string | null) => {
    if (!next || next === card) return;
    if (next === 'data') void navigate({ to: '/client/$id', params: { id: String(client.id) } });
    else void navigate({ to: '/client/$id/card/$card', params: { id: String(client.id), card: next } });
  };
  return (
    <Tabs value={card} onChange={open} keepMounted={false}>
      <Box pos="relative" mb="md">
        <Tabs.List ref={overflow.ref} aria-label={t('clients.card.tabs')} className="client-tabs-list">
          {CARDS.map((id) => (
            <Tabs.Tab key={id} value={id} style={{ whiteSpace: 'nowrap' }}>
              {t(`clients.cards.${id}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {/* More tabs to the right (a phone): a fade with an arrow says the row scrolls. */}
        {overflow.more && (
          <Box
            data-scroll-hint
            title={t('app.moreTabs')}
            aria-hidden
            pos="absolute"
            top={0}
            right={0}
            bottom={0}
            w={48}
            c="dimmed"
            fz="lg"
            style={{
              pointerEvents: 'none',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'flex-end',
              paddingRight: 4,
              background: 'linear-gradient(to right, transparent, var(--mantine-color-body) 70%)',
            }}
          >
            ›
          </Box>
        )}
      </Box>
      {CARDS.map((id) => (
        <Tabs.Panel key={id} value={id}>
          {id === card && <CardContent client={client} card={id} priceLists={priceLists} />}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

function CardContent({ client, card, priceLists: PriceLists }: { client: ClientView; card: Card; priceLists?: PriceListsTab }) {
  switch (card) {
    case 'data':
      return <ClientDataTab client={client} />;
    case 'api':
      return <CredentialsTab clientId={client.id} />;
    case 'pricing':
      return <PricesTab clientId={client.id} />;
    case 'income_operational_price_list':
      return PriceLists ? <PriceLists clientId={client.id} type="income" /> : null;
    case 'cost_operational_price_list':
      return PriceLists ? <PriceLists clientId={client.id} type="cost" /> : null;
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
