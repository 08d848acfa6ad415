import { Text } from '@mantine/core';
import type { WorkflowRow, WorkstationFullRow } from '@parcel/contracts';
import { roleLabel, t } from '@/shared/i18n/i18n';
import type { Column } from '@/shared/table/ColumnsTable';
import { formatDateTime } from '@/shared/ui/format';
import { endTypeKey, type EmployeeWithWorkstation } from './workstations.logic';

const none = () => t('warehouseWorkstations.none');

/** Workstations, free or occupied (spec/02 §2): code, type, warehouse, who works there and since when. */
export const workstationColumns = (): Column<WorkstationFullRow>[] => [
  { id: 'code', header: t('warehouseWorkstations.fields.code'), cell: (row) => row.code },
  { id: 'type', header: t('warehouseWorkstations.fields.workstation_type_id'), cell: (row) => row.type.name },
  { id: 'warehouse', header: t('warehouseWorkstations.fields.warehouse_id'), cell: (row) => row.warehouse.name },
  {
    id: 'state',
    header: t('warehouseWorkstations.fields.state'),
    cell: (row) =>
      row.active_user_id ? (
        <Text size="sm" fw={700} c="#a14400">
          {t('warehouseWorkstations.occupied')}
        </Text>
      ) : (
        <Text size="sm" fw={700} c="#1b6e2e">
          {t('warehouseWorkstations.free')}
        </Text>
      ),
  },
  { id: 'email', header: t('warehouseWorkstations.fields.worker'), cell: (row) => row.email ?? none() },
  { id: 'since', header: t('warehouseWorkstations.fields.since'), cell: (row) => (row.start_at ? formatDateTime(row.start_at) : none()) },
];

/** The workflow history: which workstation, who, from when to when, how it ended. */
export const workflowColumns = (withCode = true): Column<WorkflowRow>[] => [
  ...(withCode
    ? [{ id: 'workstation_code', header: t('warehouseWorkstations.fields.workstation'), cell: (row: WorkflowRow) => row.workstation_code }]
    : []),
  { id: 'email', header: t('warehouseWorkstations.fields.email'), cell: (row) => row.email },
  { id: 'start_at', header: t('warehouseWorkstations.fields.start_at'), cell: (row) => formatDateTime(row.start_at) },
  { id: 'end_at', header: t('warehouseWorkstations.fields.end_at'), cell: (row) => (row.end_at ? formatDateTime(row.end_at) : none()) },
  {
    id: 'end_type',
    header: t('warehouseWorkstations.fields.end_type'),
    cell: (row) => t(`warehouseWorkstations.endTypes.${endTypeKey(row)}`),
  },
];

/** Employees (admins and warehouse workers) and where they work now. */
export const employeeColumns = (): Column<EmployeeWithWorkstation>[] => [
  { id: 'email', header: t('warehouseWorkstations.fields.email'), cell: (row) => row.email },
  { id: 'role', header: t('warehouseWorkstations.fields.role'), cell: (row) => roleLabel(row.role) },
  { id: 'workstation', header: t('warehouseWorkstations.fields.workstation'), cell: (row) => row.workstation ?? none() },
];
