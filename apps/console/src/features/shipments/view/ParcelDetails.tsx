import { Badge, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import type { Dimensions, ParcelView } from '@parcel/contracts';
import { useTranslation } from '@/shared/i18n/i18n';
import { formatDateTime, formatDecimal } from '@/shared/ui/format';

/**
 * One tab per parcel (spec/03 §2): its outgoing, return, duplicated and
 * buffer numbers, receive and delivery dates, measured and declared weight
 * and dimensions, and whether it is oversize.
 */
export function ParcelDetails({ parcels, openedNumber }: { parcels: readonly ParcelView[]; openedNumber: string }) {
  const { t } = useTranslation();
  const sorted = [...parcels].sort((a, b) => a.in_shipment_order - b.in_shipment_order);
  const opened = sorted.find((parcel) => parcel.waybill.internal === openedNumber) ?? sorted[0];
  if (!opened) return null;
  return (
    <Stack gap="sm" mt="lg">
      <Title order={2} size="h4">
        {t('shipments.parcel.title')}
      </Title>
      <Tabs defaultValue={String(opened.id)} keepMounted={false}>
        <Tabs.List aria-label={t('shipments.parcel.title')} style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
          {sorted.map((parcel) => (
            <Tabs.Tab key={parcel.id} value={String(parcel.id)} style={{ whiteSpace: 'nowrap' }}>
              {t('shipments.parcel.tab', { position: parcel.in_shipment_order })}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {sorted.map((parcel) => (
          <Tabs.Panel key={parcel.id} value={String(parcel.id)} pt="sm">
            <ParcelFacts parcel={parcel} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

function ParcelFacts({ parcel }: { parcel: ParcelView }) {
  const { t } = useTranslation();
  const dims = (value: Dimensions | null) =>
    value ? t('shipments.parcel.dimensionsValue', { height: value.height, width: value.width, length: value.length }) : null;
  const kg = (value: number | null) => (value === null ? null : t('shipments.parcel.weightValue', { weight: formatDecimal(value) }));
  const { waybill, timestamps } = parcel;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" verticalSpacing="xs" data-testid={`parcel-${waybill.internal}`}>
      <Fact label={t('shipments.parcel.internal')} value={waybill.internal} />
      <Fact label={t('shipments.parcel.status')} value={parcel.status?.name ?? null} />
      <Fact label={t('shipments.parcel.outgoing')} value={waybill.external_last_mile} />
      <Fact label={t('shipments.parcel.return')} value={waybill.external_return} />
      <Fact label={t('shipments.parcel.duplicated')} value={waybill.external_duplicated} />
      <Fact label={t('shipments.parcel.buffer')} value={waybill.external_buffer} />
      <Fact label={t('shipments.parcel.firstMile')} value={waybill.external_first_mile} />
      <Fact label={t('shipments.parcel.received')} value={formatDateTime(timestamps.shipping_warehouse_received_at) || null} />
      <Fact label={t('shipments.parcel.delivered')} value={formatDateTime(timestamps.delivered_at) || null} />
      <Fact label={t('shipments.parcel.returnReceived')} value={formatDateTime(timestamps.return_warehouse_received_at) || null} />
      <Fact label={t('shipments.parcel.declaredWeight')} value={kg(parcel.weight.declared)} />
      <Fact label={t('shipments.parcel.measuredWeight')} value={kg(parcel.weight.measured)} />
      <Fact label={t('shipments.parcel.declaredDimensions')} value={dims(parcel.dimensions.declared)} />
      <Fact label={t('shipments.parcel.measuredDimensions')} value={dims(parcel.dimensions.measured)} />
      <Stack gap={0}>
        <Text size="xs" c="dimmed">
          {t('shipments.parcel.oversize')}
        </Text>
        <Badge color={parcel.oversize ? 'red.9' : 'gray.7'} w="fit-content">
          {parcel.oversize ? t('shipments.yes') : t('shipments.no')}
        </Badge>
      </Stack>
    </SimpleGrid>
  );
}

function Fact({ label, value }: { label: string; value: string | null }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ wordBreak: 'break-all' }}>
        {value ?? t('shipments.none')}
      </Text>
    </Stack>
  );
}
