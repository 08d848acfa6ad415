import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ParcelSearchHit } from '@parcel/contracts';
import { useTranslation } from '@/shared/i18n/i18n';

const dateTime = (iso: string) => new Date(iso).toLocaleString('pl-PL', { dateStyle: 'short', timeStyle: 'short' });

function Field({ label, children }: { readonly label: string; readonly children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={700} tt="uppercase">
        {label}
      </Text>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** What the searched code names: number, shipment, client (staff), status, and where it should be (staff: zone, sector). */
export function FoundParcels({ parcels, staff }: { readonly parcels: readonly ParcelSearchHit[]; readonly staff: boolean }) {
  const { t } = useTranslation();
  const none = t('warehouseSearch.fields.none');
  return (
    <Stack gap="sm">
      {parcels.map((parcel) => (
        <Paper key={parcel.parcel_id} withBorder p="md" radius="md" data-found-parcel={parcel.number}>
          <Group gap="xs" mb="xs">
            <Text ff="monospace" fw={800} size="xl" style={{ overflowWrap: 'anywhere' }}>
              {parcel.number}
            </Text>
            {parcel.deleted && <Badge color="red.9">{t('warehouseSearch.fields.deleted')}</Badge>}
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Field label={t('warehouseSearch.fields.shipment')}>{parcel.shipment_number}</Field>
            {staff && parcel.client && <Field label={t('warehouseSearch.fields.client')}>{parcel.client.name}</Field>}
            <Field label={t('warehouseSearch.fields.status')}>
              {parcel.status ? `${parcel.status.name}${parcel.status.at ? ` (${dateTime(parcel.status.at)})` : ''}` : none}
            </Field>
            {staff && (
              <Field label={t('warehouseSearch.fields.zone')}>
                {parcel.zone
                  ? [
                      t('warehouseSearch.zone', { zone: parcel.zone.zone }),
                      parcel.zone.bucket ? t('warehouseSearch.bucket', { bucket: parcel.zone.bucket }) : null,
                      parcel.zone.courier,
                    ]
                      .filter(Boolean)
                      .join(', ')
                  : none}
              </Field>
            )}
            {staff && (
              <Field label={t('warehouseSearch.fields.sector')}>
                {parcel.sector
                  ? `${parcel.sector.code} · ${parcel.sector.name}, ${t('warehouseSearch.since', { since: dateTime(parcel.sector.since) })}`
                  : none}
              </Field>
            )}
          </SimpleGrid>
        </Paper>
      ))}
    </Stack>
  );
}
