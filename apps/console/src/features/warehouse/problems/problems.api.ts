import { queryOptions } from '@tanstack/react-query';
import {
  problemParcelTableResponse,
  resolveProblemParcelResponse,
  statusTypeView,
  type DataTableRequest,
  type ProblemResolutionName,
} from '@parcel/contracts';
import { z } from 'zod';
import { call } from '@/shared/api/http';

/** The table's own filters beside the table protocol (in the URL). */
export interface ProblemFilters {
  readonly sector_id?: number;
  readonly state: 'waiting' | 'resolved' | 'all';
}

/** Query keys start with the read model's name: live notices of `problem_parcels` refresh the table. */
export const problemParcelsQuery = (request: DataTableRequest & ProblemFilters) =>
  queryOptions({
    queryKey: ['problem_parcels', 'table', request],
    queryFn: ({ signal }) =>
      call('POST', 'app/v1/problematic-sector/parcels', { body: request, schema: problemParcelTableResponse, signal }),
  });

/** The statuses a problem workstation (type 5) may give with a resolution. */
export const problemStatusesQuery = () =>
  queryOptions({
    queryKey: ['status_types', 'warehouse', 5],
    queryFn: ({ signal }) => call('GET', 'app/v1/status_type/sorted_for_warehouse_select/5', { schema: z.array(statusTypeView), signal }),
    staleTime: 60_000,
  });

export interface ResolveInput {
  readonly parcel_id?: number;
  readonly number?: string;
  readonly resolution: ProblemResolutionName;
  readonly note: string;
  readonly status_type_id: number | null;
}

export const resolveProblemParcel = (input: ResolveInput) =>
  call('PUT', 'app/v1/problematic-sector/resolve', {
    body: {
      ...(input.parcel_id !== undefined ? { parcel_id: input.parcel_id } : { number: input.number }),
      resolution: input.resolution,
      note: input.note.trim() === '' ? null : input.note,
      ...(input.status_type_id === null ? {} : { status_type_id: input.status_type_id }),
    },
    schema: resolveProblemParcelResponse,
  });
