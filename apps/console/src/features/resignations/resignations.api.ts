import { queryOptions } from '@tanstack/react-query';
import {
  resignationCreatedResponse,
  resignationDeletedResponse,
  resignationPage,
  resignationUpdatedResponse,
  resignationView,
  type DataTableRequest,
} from '@parcel/contracts';
import { call } from '@/shared/api/http';

/**
 * The resignation calls (libs/contracts/src/http/resignations.ts): the staff's
 * (admins) and the client's own. Every query key starts with 'resignations',
 * the read model's name: its live notices refresh the lists and the forms.
 */
const STAFF = 'app/v1/parcel/resignation';
const OWN = 'app/v1/client/parcel/resignation';

/** Whose calls a screen makes: the staff's (every report) or a client's (its own). */
export type ResignationScope = 'staff' | 'own';
const BASE: Record<ResignationScope, string> = { staff: STAFF, own: OWN };

export const resignationsTableQuery = (scope: ResignationScope) => (request: DataTableRequest) =>
  queryOptions({
    queryKey: ['resignations', scope, 'list', request],
    queryFn: ({ signal }) => call('POST', `${BASE[scope]}/ajax`, { body: request, schema: resignationPage, signal }),
  });

export const resignationQuery = (scope: ResignationScope, id: number) =>
  queryOptions({
    queryKey: ['resignations', scope, 'one', id],
    queryFn: ({ signal }) => call('GET', `${BASE[scope]}/${id}`, { schema: resignationView, signal }),
  });

export interface StaffResignationBody {
  readonly waybill: string;
  readonly scanned_at: string | null;
  readonly resend_at: string | null;
  readonly note: string | null;
}

export const createResignation = (body: StaffResignationBody) => call('POST', STAFF, { body, schema: resignationCreatedResponse });

export const updateResignation = (id: number, body: Omit<StaffResignationBody, 'waybill'>) =>
  call('PUT', STAFF, { body: { id, ...body }, schema: resignationUpdatedResponse });

export const createOwnResignation = (body: { waybill: string; note: string | null }) =>
  call('POST', OWN, { body, schema: resignationCreatedResponse });

export const deleteResignation = (scope: ResignationScope, id: number) =>
  call('DELETE', BASE[scope], { body: { id }, schema: resignationDeletedResponse });
