import { Code, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { InternalInfoResponse } from '@parcel/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/i18n';
import { TitledTable } from '../ScrollTable';
import { formatDateTime } from '@/shared/ui/format';
import { EmptyState, ErrorState, LoadingState } from '@/shared/ui/states';
import { internalInfoQuery } from '../shipments.api';

/** Internal information (admin, shipment context; spec/03 §2, §3): creation method, flags, registration, courier services, per-parcel diagnostics, problems. */
export function InternalInfoTab({ number }: { number: string }) {
  const info = useQuery(internalInfoQuery(number));
  if (info.isPending) return <LoadingState />;
  if (info.isError) return <ErrorState error={info.error} onRetry={() => void info.refetch()} />;
  return (
    <Stack gap="lg">
      <ShipmentFacts data={info.data.data} />
      <ParcelDiagnostics parcels={info.data.data.parcels} />
      <Problems problems={info.data.data.problems} />
    </Stack>
  );
}

type Data = InternalInfoResponse['data'];

function ShipmentFacts({ data }: { data: Data }) {
  const { t } = useTranslation();
  const { shipment } = data;
  const yesNo = (value: boolean) => (value ? t('shipments.yes') : t('shipments.no'));
  const creator = t(`shipments.internal.creators.${shipment.creator as 'app_v2'}`, { defaultValue: shipment.creator });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" verticalSpacing="xs">
      <Fact label={t('shipments.internal.creator')} value={creator} />
      <Fact label={t('shipments.internal.isReturn')} value={yesNo(shipment.is_return)} />
      <Fact label={t('shipments.internal.isEmag')} value={yesNo(shipment.is_emag)} />
      <Fact label={t('shipments.internal.registeredAt')} value={formatDateTime(shipment.correctly_requested_at) || t('shipments.none')} />
      <Fact label={t('shipments.internal.outService')} value={shipment.out_service} />
      <Fact label={t('shipments.internal.inService')} value={shipment.in_service ?? t('shipments.none')} />
    </SimpleGrid>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ wordBreak: 'break-word' }}>
        {value}
      </Text>
    </Stack>
  );
}

function ParcelDiagnostics({ parcels }: { parcels: Data['parcels'] }) {
  const { t } = useTranslation();
  return (
    <TitledTable
      title={t('shipments.internal.parcels')}
      minWidth={640}
      headers={[
        t('shipments.internal.number'),
        t('shipments.internal.delayCounter'),
        t('shipments.internal.statusCheckedAt'),
        t('shipments.internal.clientAlias'),
        t('shipments.internal.processable'),
        t('shipments.internal.errorMessage'),
      ]}
    >
      {parcels.map((parcel) => (
        <Table.Tr key={parcel.internal_number}>
          <Table.Td>{parcel.internal_number}</Table.Td>
          <Table.Td>{parcel.delay_counter}</Table.Td>
          <Table.Td>{formatDateTime(parcel.status_checked_at) || t('shipments.none')}</Table.Td>
          <Table.Td>{parcel.read_client_alias ?? t('shipments.none')}</Table.Td>
          <Table.Td>{parcel.processable ? t('shipments.yes') : t('shipments.no')}</Table.Td>
          <Table.Td>{parcel.error_message ?? t('shipments.none')}</Table.Td>
        </Table.Tr>
      ))}
    </TitledTable>
  );
}

function Problems({ problems }: { problems: Data['problems'] }) {
  const { t } = useTranslation();
  if (problems.length === 0) {
    return (
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('shipments.internal.problems')}
        </Title>
        <EmptyState message={t('shipments.internal.noProblems')} />
      </Stack>
    );
  }
  return (
    <TitledTable
      title={t('shipments.internal.problems')}
      minWidth={640}
      headers={[
        t('shipments.internal.rule'),
        t('shipments.internal.problemStatus'),
        t('shipments.internal.reportedAt'),
        t('shipments.internal.resolved'),
        t('shipments.internal.payload'),
      ]}
    >
      {problems.map((problem, index) => (
        <Table.Tr key={`${problem.rule.code}-${index}`}>
          <Table.Td>
            {problem.rule.name}
            <Text size="xs" c="dimmed">
              {problem.rule.code}
            </Text>
          </Table.Td>
          <Table.Td>{t(`shipments.internal.problemStatuses.${problem.status}`)}</Table.Td>
          <Table.Td>{formatDateTime(problem.reported_at)}</Table.Td>
          <Table.Td>
            {problem.resolved_at
              ? t('shipments.internal.resolvedBy', {
                  date: formatDateTime(problem.resolved_at),
                  who: problem.resolved_by?.email ?? t('shipments.history.system'),
                })
              : t('shipments.none')}
          </Table.Td>
          <Table.Td>
            <Code block style={{ maxWidth: 320, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {JSON.stringify(problem.payload, null, 2)}
            </Code>
          </Table.Td>
        </Table.Tr>
      ))}
    </TitledTable>
  );
}
