import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  changeWorkstationRequest,
  claimedWorkstationResponse,
  createdWorkstationResponse,
  dataTableResponseOf,
  employeeEmail,
  messageResponse,
  warehouseView,
  workflowRow,
  workstationFullRow,
  workstationRow,
  workstationTypeView,
  type DataTableRequest,
  type WorkstationRow,
} from '@parcel/contracts';
import { DEFAULT_WAREHOUSE_ID, ROLES } from '@parcel/domain';
import { call } from '@/shared/api/http';

/** Query keys start with the read model's name: live notices of `workstations` (and `users`) refresh them. */
const BASE = 'app/v1/warehouse';
const WORKFLOW = `${BASE}/workstation/workflow`;

/** Reference data (TYCHY, the workstation types): read once per session. */
export const warehousesQuery = () =>
  queryOptions({
    queryKey: ['workstations', 'warehouses'],
    queryFn: ({ signal }) => call('GET', BASE, { schema: z.array(warehouseView), signal }),
    staleTime: Infinity,
  });

export const workstationTypesQuery = () =>
  queryOptions({
    queryKey: ['workstations', 'types'],
    queryFn: ({ signal }) => call('GET', `${BASE}/workstation-types`, { schema: z.array(workstationTypeView), signal }),
    staleTime: Infinity,
  });

/** Every workstation of TYCHY with who works there and since when. */
export const workstationsFullQuery = () =>
  queryOptions({
    queryKey: ['workstations', 'full-info', DEFAULT_WAREHOUSE_ID],
    queryFn: ({ signal }) =>
      call('GET', `${BASE}/${DEFAULT_WAREHOUSE_ID}/workstation/full-info/0`, { schema: z.array(workstationFullRow), signal }),
  });

export const workstationQuery = (id: number) =>
  queryOptions({
    queryKey: ['workstations', 'one', id],
    queryFn: ({ signal }) => call('GET', `${BASE}/workstation/${id}`, { schema: workstationRow, signal }),
  });

/** One workstation's workflows, newest first. */
export const workstationHistoryQuery = (id: number) =>
  queryOptions({
    queryKey: ['workstations', 'history', id],
    queryFn: ({ signal }) => call('GET', `${WORKFLOW}/${id}`, { schema: z.array(workflowRow), signal }),
  });

const workflowTable = dataTableResponseOf(workflowRow);

/** The workflow history of every workstation, paged by the server. */
export const workflowTableQuery = (request: DataTableRequest) =>
  queryOptions({
    queryKey: ['workstations', 'history-table', request],
    queryFn: ({ signal }) => call('POST', `${WORKFLOW}/history`, { body: request, schema: workflowTable, signal }),
  });

/** Admins and warehouse workers (the employees table). */
export const employeesQuery = () =>
  queryOptions({
    queryKey: ['users', 'employees', 'staff'],
    queryFn: ({ signal }) =>
      call('POST', 'users/employees-emails', {
        body: { roles: [ROLES.admin, ROLES.warehouse_worker] },
        schema: z.array(employeeEmail),
        signal,
      }),
  });

/** POST warehouse/workstation/workflow: 404 unknown, 406 deleted, 423 taken. */
export const claimWorkstation = (code: string) => call('POST', WORKFLOW, { body: { code }, schema: claimedWorkstationResponse });

/** An admin ends a worker's workflow (end type admin). */
export const endWorkflowByAdmin = (userId: string) =>
  call('DELETE', `${WORKFLOW}/end-by-admin`, { body: { user_id: userId }, schema: messageResponse });

export const deleteWorkstation = (id: number) =>
  call('DELETE', `${BASE}/workstation`, { body: { workstation_id: id }, schema: messageResponse });

/** The form's values as the inputs hold them (selects keep strings; '' = not chosen). */
export interface WorkstationFormValues extends Record<string, unknown> {
  code: string;
  workstation_type_id: string;
  warehouse_id: string;
}

export const newWorkstationValues = (): WorkstationFormValues => ({
  code: '',
  workstation_type_id: '',
  warehouse_id: String(DEFAULT_WAREHOUSE_ID),
});

export const workstationFormValues = (row: WorkstationRow): WorkstationFormValues => ({
  code: row.code,
  workstation_type_id: String(row.workstation_type_id),
  warehouse_id: String(row.warehouse_id),
});

export const createWorkstation = (values: WorkstationFormValues) =>
  call('POST', `${BASE}/workstation/store`, { body: values, schema: createdWorkstationResponse });

export const changeWorkstation = (id: number, values: WorkstationFormValues) =>
  call('PUT', `${BASE}/workstation`, { body: changeWorkstationRequest.parse({ id, ...values }), schema: messageResponse });
