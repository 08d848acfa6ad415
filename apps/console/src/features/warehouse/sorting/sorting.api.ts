import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { classifyParcelAnswer, sortingClientOption, sortingRulesView, statusTypeList, type ClassifyParcelAnswer } from '@parcel/contracts';
import { call } from '@/shared/api/http';

/** What one sorting scan sends besides its scan id and time (the screen's form). */
export interface ClassifyBody {
  readonly barcode: string;
  readonly status_type_id: number;
  readonly problematic_sector_id: number | null;
  readonly client_id: number;
}

/** The sorting workstation type: the status list of the sorting desk. */
const SORTING_WORKSTATION_TYPE = 2;

/**
 * POST app/v1/parcel/classify/courier. 201: the zone, bucket and courier;
 * 205 (a workstation code: a browser reads no body of a 205): null.
 */
export async function classifyParcel(
  body: ClassifyBody & { scan_id: string; scanned_at: string },
  signal?: AbortSignal,
): Promise<ClassifyParcelAnswer | null> {
  const answer = await call('POST', 'app/v1/parcel/classify/courier', { body, signal });
  return answer === undefined || (answer as { message?: string }).message === 'workstation_set' ? null : classifyParcelAnswer.parse(answer);
}

/** The statuses a warehouse desk offers (read model status_types). */
export const sortingStatusesQuery = () =>
  queryOptions({
    queryKey: ['status_types', 'warehouse-select', SORTING_WORKSTATION_TYPE],
    queryFn: ({ signal }) =>
      call('GET', `app/v1/status_type/sorted_for_warehouse_select/${SORTING_WORKSTATION_TYPE}`, { schema: statusTypeList, signal }),
  });

/** Clients whose name holds the term (3+ characters; read model clients). */
export const sortingClientsQuery = (term: string) =>
  queryOptions({
    queryKey: ['clients', 'sorting-options', term],
    queryFn: ({ signal }) =>
      call('GET', `app/v1/sorting/clients/${encodeURIComponent(term)}`, { schema: z.array(sortingClientOption), signal }),
    enabled: term.trim().length >= 3,
    staleTime: 30_000,
  });

/** The zone table and the rules (reference data of the release: read once). */
export const sortingRulesQuery = () =>
  queryOptions({
    queryKey: ['sorting_rules'],
    queryFn: ({ signal }) => call('GET', 'app/v1/sorting/rules', { schema: sortingRulesView, signal }),
    staleTime: Infinity,
  });
