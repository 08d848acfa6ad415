import { Checkbox, Stack, Text } from '@mantine/core';
import type { ParcelListRow, ShipmentListRow } from '@parcel/contracts';
import { ROLES, type Role } from '@parcel/domain';
import { t } from '@/shared/i18n/i18n';
import type { Column } from '@/shared/table/DataTable';
import { countryById, flagEmoji } from '@/shared/ui/flag';
import { formatDateTime, formatDecimal } from '@/shared/ui/format';

/** The order of a first visit: the created date (the second-to-last column for staff), newest first (spec/03 §9). */
export const DEFAULT_ORDER = { column: 'created_at', dir: 'desc' } as const;

const none = () => t('listing.cells.none');

/** The destination country's flag and code (the sender's for returns, which come back to Poland from there). */
function Flag({ countryId }: { countryId: number | null }) {
  const country = countryById(countryId);
  if (!country) return null;
  return (
    <Text span size="xs" fw={600} c="dimmed" title={country.name} style={{ whiteSpace: 'nowrap' }}>
      <span aria-hidden>{flagEmoji(country.iso_code)} </span>
      {country.iso_code}
    </Text>
  );
}

function Numbered({ countryId, number }: { countryId: number | null; number: string }) {
  return (
    <Stack gap={0}>
      <Flag countryId={countryId} />
      <Text size="sm" fw={600} ff="monospace">
        {number}
      </Text>
    </Stack>
  );
}

/** Labelled numbers, one a line; a dash when there is none. */
function Numbers({ numbers }: { numbers: readonly (readonly [label: string, value: string | null])[] }) {
  const present = numbers.filter(([, value]) => value);
  if (present.length === 0) return <>{none()}</>;
  return (
    <Stack gap={0}>
      {present.map(([label, value]) => (
        <Text key={label} size="xs">
          {label}: <span style={{ fontFamily: 'monospace' }}>{value}</span>
        </Text>
      ))}
    </Stack>
  );
}

function cod(row: { cash_on_delivery: boolean; cash_on_delivery_value: number | null; currency: string | null }) {
  if (!row.cash_on_delivery || row.cash_on_delivery_value === null) return none();
  return `${formatDecimal(row.cash_on_delivery_value)} ${row.currency ?? ''}`.trim();
}

const text = (value: string | null) => value || none();
const isReturnShipment = (row: ShipmentListRow) => row.type === 'return' || row.type === 'emag_return';

export interface Selection {
  readonly has: (id: number) => boolean;
  readonly toggle: (row: ParcelListRow) => void;
}

/** Parcel columns (spec/03 §2): the client column for staff, the checkbox last for staff. */
export function parcelColumns(role: Role, selection: Selection): Column<ParcelListRow>[] {
  const staff = role !== ROLES.client;
  const columns: (Column<ParcelListRow> | false)[] = [
    {
      id: 'internal_number',
      header: staff ? t('listing.columns.internalNumber') : t('listing.columns.waybillNumber'),
      sortable: true,
      cell: (row) => (
        <Numbered countryId={row.return_parcel ? row.sender_country_id : row.recipient_country_id} number={row.internal_number} />
      ),
    },
    { id: 'status_name', header: t('listing.columns.status'), cell: (row) => text(row.status_name) },
    { id: 'recipient_name', header: t('listing.columns.recipient'), cell: (row) => row.recipient_name },
    staff && { id: 'client_name', header: t('listing.columns.client'), cell: (row) => row.client_name },
    {
      id: 'destination_city',
      header: t('listing.columns.city'),
      cell: (row) => (row.return_parcel ? t('listing.cells.returnCity', { city: text(row.source_city) }) : text(row.destination_city)),
    },
    {
      id: 'out_number',
      header: t('listing.columns.numbers'),
      cell: (row) => (
        <Numbers
          numbers={[
            [t('listing.cells.buffer'), row.buffer_number],
            [t('listing.cells.out'), row.out_number],
            [t('listing.cells.in'), row.in_number],
          ]}
        />
      ),
    },
    { id: 'return_number', header: t('listing.columns.returnNumber'), cell: (row) => text(row.return_number) },
    { id: 'declared_content', header: t('listing.columns.content'), cell: (row) => text(row.declared_content) },
    { id: 'cash_on_delivery_value', header: t('listing.columns.cod'), cell: cod },
    { id: 'created_at', header: t('listing.columns.createdAt'), sortable: true, cell: (row) => formatDateTime(row.created_at) },
    staff && {
      id: 'selected',
      header: t('listing.columns.select'),
      cell: (row) => (
        <Checkbox
          aria-label={t('listing.cells.selectParcel', { number: row.internal_number })}
          checked={selection.has(row.id)}
          onChange={() => selection.toggle(row)}
          onClick={(event) => event.stopPropagation()}
          onKeyDown={(event) => event.stopPropagation()}
        />
      ),
    },
  ];
  return columns.filter((column): column is Column<ParcelListRow> => column !== false);
}

/** Shipment (waybill) columns (spec/03 §2): the client column for staff. */
export function shipmentColumns(role: Role): Column<ShipmentListRow>[] {
  const staff = role !== ROLES.client;
  const columns: (Column<ShipmentListRow> | false)[] = [
    {
      id: 'internal_waybill',
      header: t('listing.columns.waybillNumber'),
      sortable: true,
      cell: (row) => (
        <Numbered countryId={isReturnShipment(row) ? row.sender_country_id : row.recipient_country_id} number={row.internal_waybill} />
      ),
    },
    { id: 'recipient_name', header: t('listing.columns.recipient'), cell: (row) => row.recipient_name },
    staff && { id: 'client_name', header: t('listing.columns.client'), cell: (row) => row.client_name },
    {
      id: 'recipient_locality_name',
      header: t('listing.columns.locality'),
      cell: (row) =>
        isReturnShipment(row) ? t('listing.cells.returnCity', { city: text(row.sender_locality_name) }) : text(row.recipient_locality_name),
    },
    {
      id: 'out_waybill',
      header: t('listing.columns.outInWaybill'),
      cell: (row) => (
        <Numbers
          numbers={[
            [t('listing.cells.out'), row.out_waybill],
            [t('listing.cells.in'), row.in_waybill],
          ]}
        />
      ),
    },
    { id: 'declared_content', header: t('listing.columns.content'), cell: (row) => text(row.declared_content) },
    { id: 'cash_on_delivery_value', header: t('listing.columns.cod'), cell: cod },
    { id: 'created_at', header: t('listing.columns.createdAt'), sortable: true, cell: (row) => formatDateTime(row.created_at) },
  ];
  return columns.filter((column): column is Column<ShipmentListRow> => column !== false);
}
