import { Text } from '@mantine/core';
import type { ProblemParcelRow } from '@parcel/contracts';
import { t } from '@/shared/i18n/i18n';
import type { Column } from '@/shared/table/DataTable';
import { waitedText } from './waited';

const dateTime = (iso: string) => new Date(iso).toLocaleString('pl-PL', { dateStyle: 'short', timeStyle: 'short' });
const who = (person: ProblemParcelRow['put_by'] | null) =>
  person ? [person.email, person.workstation].filter((part) => part !== null && part !== '').join(' · ') : '';

export function waitedLabel(since: string, now: number): string {
  const { key, values } = waitedText(since, now);
  return t(`warehouseProblems.waited.${key}`, values);
}

/** Columns of the resolve screen's table; `now` ticks so the waits grow. */
export const problemParcelsColumns = (now: number): readonly Column<ProblemParcelRow>[] => [
  {
    id: 'parcel',
    header: t('warehouseProblems.columns.parcel'),
    cell: (row) => (
      <Text span ff="monospace" fw={700} size="sm">
        {row.parcel_number}
      </Text>
    ),
  },

  { id: 'sector', header: t('warehouseProblems.columns.sector'), cell: (row) => `${row.sector.code} · ${row.sector.name}`, sortable: true },
  {
    id: 'waited',
    header: t('warehouseProblems.columns.waited'),
    cell: (row) =>
      row.resolved_at ? (
        ''
      ) : (
        <Text span fw={700} size="sm">
          {waitedLabel(row.since, now)}
        </Text>
      ),
  },
  { id: 'since', header: t('warehouseProblems.columns.since'), cell: (row) => dateTime(row.since), sortable: true },
  { id: 'shipment', header: t('warehouseProblems.columns.shipment'), cell: (row) => row.shipment_number },
  { id: 'client', header: t('warehouseProblems.columns.client'), cell: (row) => row.client.name },
  { id: 'put_by', header: t('warehouseProblems.columns.putBy'), cell: (row) => who(row.put_by) },
  {
    id: 'resolution',
    header: t('warehouseProblems.columns.resolution'),
    cell: (row) =>
      row.resolution
        ? [
            t(`warehouseProblems.resolutions.${row.resolution}` as 'warehouseProblems.resolutions.moved', { defaultValue: row.resolution }),
            row.note,
          ]
            .filter(Boolean)
            .join(': ')
        : '',
  },
  {
    id: 'resolved_by',
    header: t('warehouseProblems.columns.resolvedBy'),
    cell: (row) => (row.resolved_at ? `${who(row.resolved_by)} (${dateTime(row.resolved_at)})` : ''),
  },
];
