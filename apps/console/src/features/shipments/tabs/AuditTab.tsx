import { useState } from 'react';
import { Button, Code, Group, SimpleGrid, Spoiler, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { AuditEventView } from '@parcel/contracts';
import { deliveryService, destination, type ExistingShipment, type ShipmentState } from '@parcel/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/i18n';
import { TitledTable } from '../ScrollTable';
import { formatDateTime, formatDecimal } from '@/shared/ui/format';
import { EmptyState, ErrorState, LoadingState } from '@/shared/ui/states';
import { shipmentAuditQuery } from '../shipments.api';
import type { shipments } from '../shipments.pl';
import { fromLocalInput } from '@/shared/forms/date-input';

type EventKey = keyof typeof shipments.audit.events;

/**
 * The audit (admin, shipment context): every event of the shipment and its
 * parcels with who, where and in which correlation, and the shipment as it
 * stood at a chosen moment ("as of").
 */
export function AuditTab({ number }: { number: string }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [asOf, setAsOf] = useState<string | null>(null);
  const audit = useQuery({ ...shipmentAuditQuery(number, asOf), placeholderData: keepPreviousData });
  const moment = fromLocalInput(typed);
  return (
    <Stack gap="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (moment) setAsOf(moment);
        }}
      >
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('shipments.audit.asOf')}
            description={t('shipments.audit.asOfHint')}
            type="datetime-local"
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
          />
          <Button type="submit" variant="light" disabled={!moment}>
            {t('shipments.audit.show')}
          </Button>
          {asOf && (
            <Button
              variant="subtle"
              onClick={() => {
                setAsOf(null);
                setTyped('');
              }}
            >
              {t('shipments.audit.now')}
            </Button>
          )}
        </Group>
      </form>
      {audit.isPending ? (
        <LoadingState />
      ) : audit.isError ? (
        <ErrorState error={audit.error} onRetry={() => void audit.refetch()} />
      ) : (
        <>
          <StateAsOf state={shipmentOf(audit.data.state)} parcels={parcelRowsOf(audit.data.state)} asOf={audit.data.as_of} />
          <AuditEvents events={audit.data.events} />
        </>
      )}
    </Stack>
  );
}

interface StatusRowAsOf {
  readonly when: string;
  readonly where: string;
}
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
/** The audit's state: {shipment, parcels: {parcelId: status rows}}. */
const shipmentOf = (state: unknown): unknown => (isObject(state) && 'shipment' in state ? state['shipment'] : state);
const parcelRowsOf = (state: unknown): Record<string, readonly StatusRowAsOf[]> =>
  isObject(state) && isObject(state['parcels']) ? (state['parcels'] as Record<string, readonly StatusRowAsOf[]>) : {};

const isExisting = (state: unknown): state is ExistingShipment =>
  typeof state === 'object' && state !== null && (state as ShipmentState).status === 'existing' && 'order' in state;

/** The shipment folded up to the moment: its main facts, or the raw state when it has another shape. */
function StateAsOf({ state, parcels, asOf }: { state: unknown; parcels: Record<string, readonly StatusRowAsOf[]>; asOf: string | null }) {
  const { t } = useTranslation();
  const title = asOf ? t('shipments.audit.stateAt', { date: formatDateTime(asOf) }) : t('shipments.audit.stateNow');
  if (!isExisting(state)) {
    return (
      <Stack gap="xs" data-testid="audit-state">
        <Title order={2} size="h4">
          {title}
        </Title>
        {state === null || (typeof state === 'object' && (state as ShipmentState).status === 'none') ? (
          <Text size="sm" c="dimmed">
            {t('shipments.audit.notYet')}
          </Text>
        ) : (
          <Code block>{JSON.stringify(state, null, 2)}</Code>
        )}
      </Stack>
    );
  }
  const { order } = state;
  const party = deliveryService(order.delivery_service)?.isReturn ? order.sender : order.recipient;
  const facts: [string, string][] = [
    [t('shipments.fields.delivery_service'), deliveryService(order.delivery_service)?.name ?? String(order.delivery_service)],
    [t('shipments.audit.country'), destination(order.country_id)?.name ?? String(order.country_id)],
    [t('shipments.audit.party'), party.name],
    [
      t('shipments.audit.address'),
      [party.address.details, party.address.postal_code, party.address.locality_name].filter(Boolean).join(', ') ||
        (party.locker?.name ?? ''),
    ],
    [t('shipments.audit.parcels'), String(order.parcels.length)],
    ...order.parcels.map((parcel): [string, string] => {
      const rows = parcels[String(parcel.parcel_id)] ?? [];
      const last = [...rows].sort((a, b) => Date.parse(b.when) - Date.parse(a.when))[0];
      return [
        t('shipments.audit.parcelRows', { number: parcel.number }),
        last
          ? t('shipments.audit.rowsLast', { count: rows.length, when: formatDateTime(last.when), where: last.where })
          : t('shipments.none'),
      ];
    }),
    [
      t('shipments.fields.cash_on_delivery_value'),
      t('shipments.settlement.amount', { amount: formatDecimal(order.content.cash_on_delivery_value), currency: order.content.currency }),
    ],
    [t('shipments.audit.registration'), t(`shipments.registration.${state.registration}`)],
    [t('shipments.audit.courierWaybill'), state.courier?.awb ?? t('shipments.none')],
    [t('shipments.audit.deleted'), state.deletedAt ? formatDateTime(state.deletedAt) : t('shipments.no')],
  ];
  return (
    <Stack gap="xs" data-testid="audit-state">
      <Title order={2} size="h4">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" verticalSpacing="xs">
        {facts.map(([label, value]) => (
          <Stack key={label} gap={0}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text size="sm" style={{ wordBreak: 'break-word' }}>
              {value}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function AuditEvents({ events }: { events: readonly AuditEventView[] }) {
  const { t } = useTranslation();
  if (events.length === 0) return <EmptyState message={t('shipments.audit.empty')} />;
  return (
    <TitledTable
      title={t('shipments.audit.eventsTitle')}
      minWidth={820}
      headers={[
        t('shipments.audit.time'),
        t('shipments.audit.type'),
        t('shipments.audit.who'),
        t('shipments.audit.workstation'),
        t('shipments.audit.warehouse'),
        t('shipments.audit.correlation'),
      ]}
    >
      {events.map((event) => (
        <AuditRow key={`${event.stream}-${event.revision}`} event={event} />
      ))}
    </TitledTable>
  );
}

function AuditRow({ event }: { event: AuditEventView }) {
  const { t } = useTranslation();
  const role = event.user.role ? t(`roles.${event.user.role as 'admin'}`, { defaultValue: event.user.role }) : null;
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(event.recorded_at)}</Table.Td>
      <Table.Td>
        <Text size="sm">{t(`shipments.audit.events.${event.type as EventKey}`, { defaultValue: event.type })}</Text>
        <Text size="xs" c="dimmed">
          {t('shipments.audit.stream', { stream: event.stream, revision: event.revision })}
        </Text>
        <Spoiler maxHeight={0} showLabel={t('shipments.audit.showData')} hideLabel={t('shipments.audit.hideData')}>
          <Code block style={{ maxWidth: 360, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {JSON.stringify(event.data, null, 2)}
          </Code>
        </Spoiler>
      </Table.Td>
      <Table.Td>
        {event.user.email ?? t('shipments.history.system')}
        {role && (
          <Text size="xs" c="dimmed">
            {role}
          </Text>
        )}
      </Table.Td>
      <Table.Td>{event.workstation ?? t('shipments.none')}</Table.Td>
      <Table.Td>{event.warehouse ?? t('shipments.none')}</Table.Td>
      <Table.Td>
        <Text size="xs" style={{ wordBreak: 'break-all' }}>
          {event.correlation_id ?? t('shipments.none')}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
