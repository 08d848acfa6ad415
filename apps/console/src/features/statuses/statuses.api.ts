import { queryOptions } from '@tanstack/react-query';
import {
  createdStatusTypeResponse,
  dataTableResponseOf,
  messageResponse,
  statusGroupList,
  statusTypeView,
  type DataTableRequest,
  type StatusTypeView,
} from '@parcel/contracts';
import { call } from '@/shared/api/http';

/** Query keys start with the read model's name, so live notifications of `status_types` refresh them. */
const statusTypesTable = dataTableResponseOf(statusTypeView);

export const statusTypesTableQuery = (request: DataTableRequest) =>
  queryOptions({
    queryKey: ['status_types', 'table', request],
    queryFn: ({ signal }) => call('POST', 'app/v1/status_type/datatable', { body: request, schema: statusTypesTable, signal }),
  });

export const statusTypeQuery = (id: number) =>
  queryOptions({
    queryKey: ['status_types', 'one', id],
    queryFn: ({ signal }) => call('GET', `app/v1/status_type/${id}`, { schema: statusTypeView, signal }),
  });

/** The groups are reference data (written by a migration): read once per session. */
export const statusGroupsQuery = () =>
  queryOptions({
    queryKey: ['status_type_groups'],
    queryFn: ({ signal }) => call('GET', 'app/v1/status_type_group/list', { schema: statusGroupList, signal }),
    staleTime: Infinity,
  });

/** The form's values as the inputs hold them: texts, the group as a select's string ('' = none), internal as a switch. */
export interface StatusFormValues extends Record<string, unknown> {
  name: string;
  displayed_name: string;
  displayed_name_ro: string;
  internal: boolean;
  code: string;
  group_id: string;
}

export const newStatusValues = (): StatusFormValues => ({
  name: '',
  displayed_name: '',
  displayed_name_ro: '',
  internal: false,
  code: '',
  group_id: '',
});

export const statusFormValues = (type: StatusTypeView): StatusFormValues => ({
  name: type.name,
  displayed_name: type.displayed_name,
  displayed_name_ro: type.displayed_name_ro,
  internal: type.internal === 1,
  code: type.code ?? '',
  group_id: type.group_id === null ? '' : String(type.group_id),
});

/** The body of POST and PUT status_type: internal as 0/1, a blank code or group as none. */
const toBody = (values: StatusFormValues) => ({
  name: values.name,
  displayed_name: values.displayed_name,
  displayed_name_ro: values.displayed_name_ro,
  internal: values.internal ? 1 : 0,
  code: values.code.trim() === '' ? null : values.code,
  group_id: values.group_id === '' ? null : Number(values.group_id),
});

export const createStatusType = (values: StatusFormValues) =>
  call('POST', 'app/v1/status_type', { body: toBody(values), schema: createdStatusTypeResponse });
export const updateStatusType = (id: number, values: StatusFormValues) =>
  call('PUT', 'app/v1/status_type', { body: { id, ...toBody(values) }, schema: messageResponse });
export const deleteStatusType = (id: number) => call('DELETE', 'app/v1/status_type', { body: { id }, schema: messageResponse });
