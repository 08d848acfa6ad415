import { Alert, Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { ClientView } from '@parcel/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/i18n';
import { formatDateTime } from '@/shared/ui/format';
import { AnchorLink } from '@/shared/ui/links';
import { ErrorState, LoadingState } from '@/shared/ui/states';
import { clientQuery } from '../clients.api';
import { BillingPeriodLine } from './BillingPeriodLine';
import type { BillingAction, Card, PriceListsTab } from './cards';
import { ClientActions } from './ClientActions';
import { ClientNavigation } from './ClientNavigation';
import { ClientTabs } from './ClientTabs';
import { ShipmentsCountLine } from './ShipmentsCountLine';

/** `/client/{id}` and `/client/{id}/card/{card}`: the client's name, navigation, billing period and its shipment counts, header buttons and tabs. */
export function ClientCardPage({
  id,
  card,
  priceLists,
  billing,
}: {
  id: number;
  card: Card;
  priceLists?: PriceListsTab;
  billing?: BillingAction;
}) {
  const { t } = useTranslation();
  const client = useQuery(clientQuery(id));
  return (
    <>
      <AnchorLink to="/clients" size="sm">
        {t('clients.backToList')}
      </AnchorLink>
      {client.isPending ? (
        <LoadingState />
      ) : client.isError ? (
        <Stack mt="md">
          <ErrorState error={client.error} onRetry={() => void client.refetch()} />
        </Stack>
      ) : (
        <>
          <ClientCardHeader client={client.data} card={card} billing={billing} />
          <ClientTabs client={client.data} card={card} priceLists={priceLists} />
        </>
      )}
    </>
  );
}

function ClientCardHeader({ client, card, billing: Billing }: { client: ClientView; card: Card; billing?: BillingAction }) {
  const { t } = useTranslation();
  const blocked = client.deleted_at !== null;
  return (
    <Stack gap="xs" my="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2}>
          <Group gap="sm">
            <Title order={1} size="h2" style={{ wordBreak: 'break-word' }}>
              {client.name}
            </Title>
            {blocked && <Badge color="red">{t('clients.card.blocked')}</Badge>}
            {client.sending_blocked && <Badge color="red.9">{t('clients.card.dispatchBlocked')}</Badge>}
          </Group>
          <Text size="sm" c="dimmed">
            {t('clients.card.clientNumber', { id: client.id })}
          </Text>
          <BillingPeriodLine clientId={client.id} />
          <ShipmentsCountLine clientId={client.id} />
        </Stack>
        <Group gap="xs" align="flex-start">
          {Billing && <Billing client={client} />}
          <ClientNavigation clientId={client.id} card={card} />
        </Group>
      </Group>
      {card === 'data' && <ClientActions client={client} />}
      {blocked && (
        <Alert color="red">
          <Text size="sm">{t('clients.card.blockedSince', { date: formatDateTime(client.deleted_at) })}</Text>
        </Alert>
      )}
    </Stack>
  );
}
