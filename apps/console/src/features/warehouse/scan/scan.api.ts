import { queryOptions } from '@tanstack/react-query';
import {
  statusTypeList,
  type DimensionsRequest,
  type InternalInstructionAnswer,
  type ParcelData,
  type ParcelHistoryRow,
  type ScanAnswer,
} from '@parcel/contracts';
import { call, callWithStatus } from '@/shared/api/http';

/**
 * The scanning screen's calls (spec/02 §7 "Scan", "Parcel"). Query keys start
 * with the read model's name: `status_types` for the status choice, `shipments`
 * for the parcel's data and history (refreshed after each scan too).
 */

/** GET status_type/sorted_for_warehouse_select/{workstation type}: the statuses the desk offers, 55 first. */
export const statusTypesForWarehouseQuery = (workstationTypeId: number) =>
  queryOptions({
    queryKey: ['status_types', 'for-warehouse', workstationTypeId],
    queryFn: ({ signal }) =>
      call('GET', `app/v1/status_type/sorted_for_warehouse_select/${Math.max(1, workstationTypeId)}`, { schema: statusTypeList, signal }),
    staleTime: 60_000,
  });

export const parcelDataQuery = (parcelId: number) =>
  queryOptions({
    queryKey: ['shipments', 'scanned-parcel', parcelId],
    queryFn: ({ signal }) => call('GET', `app/v1/parcel/find/id/${parcelId}`, { signal }) as Promise<ParcelData>,
  });

export const parcelHistoryQuery = (parcelId: number) =>
  queryOptions({
    queryKey: ['shipments', 'scanned-parcel-history', parcelId],
    queryFn: ({ signal }) => call('GET', `app/v1/parcel/find/id/${parcelId}/history`, { signal }) as Promise<ParcelHistoryRow[]>,
  });

/** What the screen sends with each scan beside the code, its scan id and time. */
export interface ScanChoice {
  readonly id_status_type: number;
  readonly id_problematic_sector: number | null;
  /** The time chosen by hand (ISO), or null: the scan's own time. */
  readonly when: string | null;
  readonly where: string;
  readonly create_duplicated_parcel_row: boolean;
}

export type ScanReply = { status: 200; body: ScanAnswer } | { status: 204 | 205; body: undefined };

/** POST parcel/scan: 200 {messages, data}, 204 nothing done, 205 workstation set; errors as ApiError (details: message, suggestions). */
export async function sendScan(
  scan: { code: string; scan_id: string; scanned_at: string; body: ScanChoice },
  signal: AbortSignal,
): Promise<ScanReply> {
  const { when, id_problematic_sector, ...choice } = scan.body;
  const body = {
    ...choice,
    barcode: scan.code,
    scan_id: scan.scan_id,
    scanned_at: scan.scanned_at,
    ...(when ? { when } : {}),
    ...(id_problematic_sector ? { id_problematic_sector } : {}),
  };
  return (await callWithStatus('POST', 'app/v1/parcel/scan', { body, signal })) as ScanReply;
}

export type DimensionValues = Omit<DimensionsRequest, 'non_conveyable'> & { non_conveyable: 0 | 1 };

/** POST parcel/check-dimensions: resolves when plausible; 406 ApiError with details.message asks to confirm. */
export const checkDimensions = (values: DimensionValues) => call('POST', 'app/v1/parcel/check-dimensions', { body: values });
export const saveDimensions = (values: DimensionValues) => call('PATCH', 'app/v1/parcel/dimensions', { body: values });

export const deleteParcelStatus = (id: number) => call('DELETE', 'app/v1/parcel/status', { body: { id } });

export const internalInstruction = (code: string) =>
  call('PATCH', 'app/v1/warehouse/scan/internal_instruction_code', { body: { code } }) as Promise<InternalInstructionAnswer>;

/** The address of a parcel's re-stick label (a 0000 code), with a fresh public file token: opened in a new window. */
export async function reStickLabelUrl(parcelNumber: string): Promise<string> {
  const { token } = (await call('GET', 'public_token')) as { token: string };
  return `/api/parcel/${encodeURIComponent(parcelNumber)}/label/re-paste?${new URLSearchParams({ _public_token: token })}`;
}
