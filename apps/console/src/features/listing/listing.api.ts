import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  statusGroupList,
  statusTypeList,
  type DataTableResponse,
  type GroupStatusRequest,
  type ListingCriteria,
  type ListingRequest,
  type ParcelListRow,
  type ShipmentListRow,
} from '@parcel/contracts';
import { call, callFile } from '@/shared/api/http';

/**
 * The calls of the listing (spec/03 §7 "Listing and reports"). The rows' key
 * does not start with the read model's name: a live notice of `listing` is a
 * cue the screen follows at most once per LIVE_DEBOUNCE_MS (useListingRows),
 * not a refetch of a page of up to 5000 rows for every scan on the floor.
 */

export type ListingRow = ParcelListRow | ShipmentListRow;
export type ListingResponse = DataTableResponse<ListingRow>;

/** POST app/v1/parcel/list: a page of parcels or shipments; the last page stays shown while the next loads (of the same kind). */
export const listingRowsQuery = (request: ListingRequest) =>
  queryOptions({
    queryKey: ['listing-rows', request] as const,
    queryFn: ({ signal }) => call('POST', 'app/v1/parcel/list', { body: request, signal }) as Promise<ListingResponse>,
    placeholderData: (previous, previousQuery) =>
      previousQuery && (previousQuery.queryKey[1] as ListingRequest).criteria.type === request.criteria.type ? previous : undefined,
  });

/** The live cue: no call, a new value each time a notice of `listing` invalidates it. */
export const listingCueQuery = () =>
  queryOptions({
    queryKey: ['listing', 'cue'],
    queryFn: () => Date.now(),
    staleTime: Infinity,
  });

/** GET app/v1/status_type_group/list: reference data, read once. */
export const statusGroupsQuery = () =>
  queryOptions({
    queryKey: ['status_type_groups'],
    queryFn: ({ signal }) => call('GET', 'app/v1/status_type_group/list', { schema: statusGroupList, signal }),
    staleTime: Infinity,
  });

export interface ProblematicSectorOption {
  readonly id: number;
  readonly code: string;
  readonly name: string;
}
/** GET app/v1/problematic-sector/list (staff). */
export const problematicSectorsQuery = () =>
  queryOptions({
    queryKey: ['problematic_sectors', 'list'],
    queryFn: ({ signal }) => call('GET', 'app/v1/problematic-sector/list', { signal }) as Promise<ProblematicSectorOption[]>,
    staleTime: 60_000,
  });

/** The status types the warehouse sets (type 1), for the group change. */
export const warehouseStatusTypesQuery = () =>
  queryOptions({
    queryKey: ['status_types', 'warehouse-select'],
    queryFn: ({ signal }) => call('GET', 'app/v1/status_type/sorted_for_warehouse_select/1', { schema: statusTypeList, signal }),
    staleTime: 60_000,
  });

/** 420 of the group change: the parcels that already had the status. */
export const groupStatusRefusal = z.object({ numbers: z.array(z.string()).default([]) }).catch({ numbers: [] });

/** POST app/v1/parcel/status/group (admins). */
export const setGroupStatus = (body: GroupStatusRequest) => call('POST', 'app/v1/parcel/status/group', { body });

/** POST app/v2/shipment/labels: the labels of these shipments in one PDF, saved by the browser. */
export async function downloadLabels(shipmentNumbers: readonly string[]): Promise<void> {
  const file = await callFile('app/v2/shipment/labels', 'etykiety.pdf', { body: { numbers: shipmentNumbers, format: 'pdf' } });
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export type { ListingCriteria };
