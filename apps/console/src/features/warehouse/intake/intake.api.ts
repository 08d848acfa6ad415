import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  dataTableResponseOf,
  externalInboundRow,
  externalInboundView,
  inboundCourierView,
  statusTypeView,
  unknownClientAliasRow,
  unknownClientAliasView,
  type DataTableRequest,
  type IntakeScanAnswer,
} from '@parcel/contracts';
import { call } from '@/shared/api/http';

/** Query keys start with the read model's name: live notices of external_inbounds, client_aliases, clients refresh them. */

/** The intake workstation type's statuses (the default 55 first). */
export const intakeStatusesQuery = () =>
  queryOptions({
    queryKey: ['status_types', 'warehouse', 3],
    queryFn: ({ signal }) => call('GET', 'app/v1/status_type/sorted_for_warehouse_select/3', { schema: z.array(statusTypeView), signal }),
  });

/** POST app/v1/client/verify_choose: the chosen client's post code and phone. */
export const verifyClient = (body: { client_id: number; postal_code: string; phone_number: string }) =>
  call('POST', 'app/v1/client/verify_choose', { body }) as Promise<{ verified: boolean }>;

export interface IntakeScanBody {
  readonly client_id: number | null;
  readonly barcode: string;
  readonly status_type_id: number;
  readonly when: string | null;
  readonly where: string;
  readonly external_inbound_id: number | null;
  readonly client_alias: string | null;
}

/** PUT parcel/scan-and-assign-to-client; 205 (workstation set) has no body. */
export const intakeScan = (body: IntakeScanBody & { scan_id: string; scanned_at: string }, signal: AbortSignal) =>
  call('PUT', 'app/v1/parcel/scan-and-assign-to-client', { body, signal }) as Promise<IntakeScanAnswer | undefined>;

export interface InboundAnswer {
  readonly id?: number;
  readonly waybill?: string;
  readonly inbound_courier_id?: number | null;
  readonly message: 'external_inbound_created' | 'workstation_set';
}

export const receiveInbound = (body: { barcode: string; scan_id: string; scanned_at: string }, signal: AbortSignal) =>
  call('POST', 'app/v1/external_inbound', { body, signal }) as Promise<InboundAnswer | undefined>;

export const inboundCouriersQuery = () =>
  queryOptions({
    queryKey: ['external_inbounds', 'couriers'],
    queryFn: ({ signal }) => call('GET', 'app/v1/external_inbound/couriers', { schema: z.array(inboundCourierView), signal }),
    staleTime: Infinity,
  });

export interface InboundFilters {
  readonly courier?: number;
  readonly date?: string;
}

const inboundTable = dataTableResponseOf(externalInboundRow);
export const inboundListQuery = (request: DataTableRequest, filters: InboundFilters) =>
  queryOptions({
    queryKey: ['external_inbounds', 'list', request, filters],
    queryFn: ({ signal }) =>
      call('POST', 'app/v1/external_inbound/list', {
        body: { ...request, inbound_courier_id: filters.courier, date: filters.date },
        schema: inboundTable,
        signal,
      }),
  });

export const inboundQuery = (id: number) =>
  queryOptions({
    queryKey: ['external_inbounds', 'one', id],
    queryFn: ({ signal }) => call('GET', `app/v1/external_inbound/${id}`, { schema: externalInboundView, signal }),
  });

export const commentInbound = (id: number, comment: string) => call('PATCH', 'app/v1/external_inbound', { body: { id, comment } });

export const aliasesQuery = () =>
  queryOptions({
    queryKey: ['client_aliases', 'unknown'],
    queryFn: ({ signal }) => call('GET', 'app/v1/unknown_client_alias', { schema: z.array(unknownClientAliasRow), signal }),
  });

export const aliasQuery = (id: number) =>
  queryOptions({
    queryKey: ['client_aliases', 'one', id],
    queryFn: ({ signal }) => call('GET', `app/v1/unknown_client_alias/${id}`, { schema: unknownClientAliasView, signal }),
  });

export const resolveAlias = (body: { id: number; client_id: number; is_emag: boolean; resolved_type: 'manual' | 'proposition' }) =>
  call('PUT', 'app/v1/unknown_client_alias', { body });
