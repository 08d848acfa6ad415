import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { PartyView } from '@parcel/contracts';
import { useTranslation } from '@/shared/i18n/i18n';
import { toDisplayPrefix } from './shipment-form-values';

/** The client's side of a stored shipment (the sender, the recipient for returns), read-only: filled by the server from the client's data. */
export function PartySummary({ party }: { party: PartyView }) {
  const { t } = useTranslation();
  const address = [
    party.address.details,
    [party.address.postal_code, party.address.locality.name].filter(Boolean).join(' '),
    party.country.name,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="xs" data-testid="client-party">
      <Line label={t('shipments.fields.name')} value={party.name} />
      <Line label={t('shipments.fields.contact_name')} value={party.contact_name} />
      <Line label={t('shipments.fields.phone_number')} value={`${toDisplayPrefix(party.phone.prefix)} ${party.phone.number}`} />
      <Line label={t('shipments.fields.email')} value={party.email} />
      <Line label={t('shipments.form.address')} value={party.locker ? `${party.locker.name}` : address} />
    </SimpleGrid>
  );
}

function Line({ label, value }: { label: string; value: string | null }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ wordBreak: 'break-word' }}>
        {value || t('shipments.none')}
      </Text>
    </Stack>
  );
}
