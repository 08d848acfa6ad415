import type { ReactNode } from 'react';
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ParcelData } from '@parcel/contracts';
import { useTranslation } from '@/shared/i18n/i18n';
import { ErrorState, LoadingState } from '@/shared/ui/states';
import { parcelDataQuery } from './scan.api';

function Fact({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** The scanned parcel's data (spec/02 §2 "Parcel scanning"), the dimension form given as `dimensions`. */
export function ParcelPanel({
  parcelId,
  dimensions,
}: {
  readonly parcelId: number;
  readonly dimensions: (parcel: ParcelData) => ReactNode;
}) {
  const { t } = useTranslation();
  const parcel = useQuery(parcelDataQuery(parcelId));
  if (parcel.isPending) return <LoadingState />;
  if (parcel.isError) return <ErrorState error={parcel.error} onRetry={() => void parcel.refetch()} />;
  const p = parcel.data;
  const none = t('warehouseScan.parcel.none');
  return (
    <Paper withBorder p="md" data-parcel-id={p.id}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('warehouseScan.parcel.title')}
          </Title>
          {p.deleted && <Badge color="red">{t('warehouseScan.parcel.deleted')}</Badge>}
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="xs">
          <Fact label={t('warehouseScan.parcel.internal_number')}>{p.internal_number}</Fact>
          <Fact label={t('warehouseScan.parcel.out_number')}>{p.out_number ?? none}</Fact>
          <Fact label={t('warehouseScan.parcel.shipment_number')}>{p.shipment_number}</Fact>
          <Fact label={t('warehouseScan.parcel.client')}>{p.client_name ?? p.client_id}</Fact>
          <Fact label={t('warehouseScan.parcel.status')}>{p.status?.name ?? none}</Fact>
          <Fact label={t('warehouseScan.parcel.sector')}>
            {p.problematic_sector ? `${p.problematic_sector.code} · ${p.problematic_sector.name}` : none}
          </Fact>
        </SimpleGrid>
        {dimensions(p)}
      </Stack>
    </Paper>
  );
}
