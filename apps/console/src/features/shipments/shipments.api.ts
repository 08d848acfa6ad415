import { useCallback } from 'react';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  localitySearchResponse,
  lockerSearchResponse,
  streetSearchResponse,
  type AdoptParcelRequest,
  type createShipmentRequest,
  type DeliveryServiceView,
  type InternalInfoResponse,
  type LocalityResult,
  type LockerView,
  type ShipmentAuditResponse,
  type ShipmentHistoryResponse,
  type ShipmentResponse,
  type StatusTypeView,
  type StreetResult,
} from '@parcel/contracts';
import { call, callFile } from '@/shared/api/http';

/**
 * The calls of the shipment screen (spec/03 §7 "Shipments (v2)"). Query keys
 * start with the read model's name ('shipments'), so a live notice of a change
 * refreshes the open shipment, its history and internal info.
 */

const path = (number: string) => `app/v2/shipment/${encodeURIComponent(number)}`;

/** GET app/v2/shipment/{n}: the shipment (a parcel's number opens its shipment in parcel context); 404 shipment_not_found. */
export const shipmentQuery = (number: string) =>
  queryOptions({
    queryKey: ['shipments', 'one', number],
    queryFn: ({ signal }) => call('GET', path(number), { signal }) as Promise<ShipmentResponse>,
  });

export const shipmentHistoryQuery = (number: string) =>
  queryOptions({
    queryKey: ['shipments', 'history', number],
    queryFn: ({ signal }) => call('GET', `${path(number)}/history`, { signal }) as Promise<ShipmentHistoryResponse>,
  });

export const internalInfoQuery = (number: string) =>
  queryOptions({
    queryKey: ['shipments', 'internal-info', number],
    queryFn: ({ signal }) => call('GET', `${path(number)}/internal_info`, { signal }) as Promise<InternalInfoResponse>,
  });

/** One block of accounted amounts (spec/03 §3 "Accounted amounts"). */
export interface AccountedAmounts {
  readonly summary: number | null;
  readonly specific_exchange_rate: number | null;
  readonly base: number | null;
  readonly cod: number | null;
  readonly insurance: number | null;
  readonly overweight: number | null;
  readonly oversize: number | null;
  readonly multi_pack: number | null;
  readonly unclaimed: number | null;
  readonly collect_from_client: number | null;
}
/** One side (income from the client, cost of the courier) as accounting answers it (libs/contracts/src/http/accounting.ts). */
export interface AccountedSide {
  readonly main: AccountedAmounts | null;
  readonly after_service: AccountedAmounts | null;
  readonly currency: string | null;
  readonly price_list_id: number | null;
  readonly accounted_on: string | null;
  /** no_operational_price_list_match | missing_exchange_rate, or null. */
  readonly failure: string | null;
}
export interface AccountedAmountsResponse {
  readonly accounted_amounts: { readonly main: AccountedAmounts | null; readonly after_service: AccountedAmounts | null };
  readonly currency: string | null;
  /** False until the shipment is accounted (its first parcel received). */
  readonly available: boolean;
  readonly income: AccountedSide;
  readonly cost: AccountedSide;
}
/** Keyed under the `accounting` read model: its live notices refresh the tab when an amount is recorded. */
export const accountedAmountsQuery = (number: string) =>
  queryOptions({
    queryKey: ['accounting', 'accounted-amounts', number],
    queryFn: ({ signal }) => call('GET', `${path(number)}/accounted-amounts`, { signal }) as Promise<AccountedAmountsResponse>,
  });

export interface ShipmentInvoice {
  readonly id: number;
  readonly number: string;
  readonly issue_date: string;
}
export const shipmentInvoicesQuery = (number: string) =>
  queryOptions({
    queryKey: ['shipments', 'invoices', number],
    queryFn: ({ signal }) => call('GET', `${path(number)}/invoices`, { signal }) as Promise<{ data: ShipmentInvoice[] }>,
  });

/** GET audit/shipment/{n}?as_of=: every event of the shipment and its parcels, and the shipment as it stood then (admin). */
export const shipmentAuditQuery = (number: string, asOf: string | null) =>
  queryOptions({
    queryKey: ['shipments', 'audit', number, asOf],
    queryFn: ({ signal }) =>
      call('GET', `audit/shipment/${encodeURIComponent(number)}${asOf ? `?as_of=${encodeURIComponent(asOf)}` : ''}`, {
        signal,
      }) as Promise<ShipmentAuditResponse>,
  });

/** GET app/v2/shipment/service?client_id=: the services the client may use, with their countries (no client_id for a client). */
export const deliveryServicesQuery = (clientId: number | null) =>
  queryOptions({
    queryKey: ['shipments', 'services', clientId],
    queryFn: ({ signal }) =>
      call('GET', `app/v2/shipment/service${clientId ? `?client_id=${clientId}` : ''}`, { signal }) as Promise<DeliveryServiceView[]>,
    staleTime: 60_000,
  });

export type StatusTypeOption = StatusTypeView;
/** The status types staff may set (type 1: the warehouse's select). */
export const statusTypesQuery = () =>
  queryOptions({
    queryKey: ['status_types', 'warehouse-select'],
    queryFn: ({ signal }) => call('GET', 'app/v1/status_type/sorted_for_warehouse_select/1', { signal }) as Promise<StatusTypeOption[]>,
    staleTime: 60_000,
  });

export type LocalityOption = LocalityResult;
export const localitySearchQuery = (countryId: string, query: string) =>
  queryOptions({
    queryKey: ['address_database', 'localities', countryId, query],
    queryFn: ({ signal }) =>
      call('GET', `app/v2/address_database/locality/search?${new URLSearchParams({ country_id: countryId, query })}`, {
        signal,
        schema: localitySearchResponse,
      }),
    staleTime: 5 * 60_000,
  });

export type StreetOption = StreetResult;
export const streetSearchQuery = (localityId: string, query: string) =>
  queryOptions({
    queryKey: ['address_database', 'streets', localityId, query],
    queryFn: ({ signal }) =>
      call('GET', `app/v2/address_database/locality/${encodeURIComponent(localityId)}/street/search?${new URLSearchParams({ query })}`, {
        signal,
        schema: streetSearchResponse,
      }),
    staleTime: 5 * 60_000,
  });

export type LockerOption = LockerView;
export const lockerSearchQuery = (countryId: string, localityId: string | null, query: string) =>
  queryOptions({
    queryKey: ['lockers', 'search', countryId, localityId, query],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ country_id: countryId, query });
      if (localityId) params.set('locality_id', localityId);
      return call('GET', `app/v2/locker/search?${params}`, { signal, schema: lockerSearchResponse });
    },
    staleTime: 60_000,
  });

export type ShipmentBody = z.input<typeof createShipmentRequest>;

export const createShipment = (body: ShipmentBody) =>
  call('POST', 'app/v2/shipment/', { body }) as Promise<{ internal_waybill: string; shipment_id: number }>;
export const updateShipment = (id: number, body: ShipmentBody) => call('PUT', 'app/v2/shipment/', { body: { id, ...body } });
/** PATCH app/v2/shipment/: the courier registration tried again now; 502 shipment_registration_failed with the courier's message. */
export const retryRegistration = (id: number) => call('PATCH', 'app/v2/shipment/', { body: { id } }) as Promise<{ registered: boolean }>;
export const markShipmentDeleted = (waybill: string) => call('DELETE', 'app/v2/shipment/', { body: { waybill } });

export interface StatusRowBody {
  readonly parcel_id: number;
  readonly status_type_id: number;
  readonly when: string;
  readonly where: string;
}
export const setParcelStatuses = (rows: readonly StatusRowBody[]) => call('POST', 'app/v2/parcel/history', { body: rows });
export const deleteStatusRow = (id: number) => call('DELETE', 'app/v2/parcel/history', { body: { id } });

export type LabelSize = 'dl' | '100150';
export type LabelFormat = 'pdf' | 'zpl';

/** A public file token (GET public_token): a file's address a new window can open without the bearer token. */
async function publicToken(): Promise<string> {
  const { token } = (await call('GET', 'public_token')) as { token: string; expires_at: string };
  return token;
}

/**
 * The shipment's labels as a file: a public file token first (GET
 * public_token), then the file's address with ?_public_token= (the address a
 * new window could open without the bearer token). A refusal (409
 * shipment_labels_not_ready) is thrown as ApiError.
 */
export async function fetchLabels(number: string, size: LabelSize, format: LabelFormat): Promise<Blob> {
  const query = new URLSearchParams({ format, _public_token: await publicToken() });
  return (await callFile(`${path(number)}/labels/${size}?${query}`, `${number}.${format}`)).blob;
}

/** GET app/v2/shipment/{n}/payload (admin): the request the shipment is (or was) registered with at the courier. */
export const shipmentPayloadQuery = (number: string) =>
  queryOptions({
    queryKey: ['shipments', 'payload', number],
    queryFn: ({ signal }) => call('GET', `${path(number)}/payload`, { signal }) as Promise<{ payload: unknown }>,
  });

export type AdoptionKind = 'buffer' | 'unprocessable';
export interface AdoptedParcel {
  readonly internal_waybill: string;
  readonly message: 'adopted_buffer' | 'adopted_unprocessable';
}
/**
 * PATCH app/v1/parcel/adopt/buffer | unprocessable (admin): the parcel goes to
 * a new shipment of the client, named in the answer. `return` only for the
 * unprocessable variant. 409 parcel_not_buffer / parcel_not_adoptable, 404
 * client_not_found, 422 field map.
 */
export const adoptParcel = (kind: AdoptionKind, body: AdoptParcelRequest) =>
  call('PATCH', `app/v1/parcel/adopt/${kind}`, {
    body: kind === 'buffer' ? { id_parcel: body.id_parcel, id_client: body.id_client, is_emag_parcel: body.is_emag_parcel } : body,
  }) as Promise<AdoptedParcel>;

/** PUT app/v1/parcel/set-new-buffer-number (staff): the foreign number the parcel carries; 422 {errors: {barcode}}. */
export const setBufferNumber = (parcelId: number, barcode: string, emag: boolean) =>
  call('PUT', 'app/v1/parcel/set-new-buffer-number', { body: { parcel_id: parcelId, barcode, emag } });

/** The address of a parcel's return sticker (staff), with a fresh public file token. */
export async function returnStickerUrl(parcelNumber: string): Promise<string> {
  const query = new URLSearchParams({ _public_token: await publicToken() });
  return `/api/app/v1/parcel/${encodeURIComponent(parcelNumber)}/generate-return-sticker?${query}`;
}

/** Every query of the shipment screen read again now (the live notice does it too, a moment later). */
export function useRefreshShipment(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: ['shipments'] }), [queryClient]);
}
