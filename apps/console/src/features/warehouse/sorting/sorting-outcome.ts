import type { ClassifyParcelAnswer } from '@parcel/contracts';
import { ZONE_COURIER_PICKUP } from '@parcel/domain';

/** A Polish text by its key in the warehouseSorting namespace (or common's errors), with its parameters. */
export interface SortingText {
  readonly key: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

/** What the screen shows after one scan: the feedback line (kind, text, how long) and the big result. */
export interface SortingView {
  readonly kind: 'success' | 'warning' | 'error';
  readonly text: SortingText;
  readonly details: SortingText | null;
  /** How long the feedback line stays (spec/03 §8: bucket message 1.5 s, 402 3 s, 405 and 410 5 s ...). */
  readonly durationMs: number;
  readonly zone: number | null;
  readonly zoneName: string | null;
  readonly bucket: { readonly name: string; readonly identifier: string } | null;
  readonly courier: string | null;
  /** Zone 7: the courier collects the parcel itself, its name is shown big. */
  readonly courierPickup: boolean;
  readonly parcelNumber: string | null;
  /** This scan completed a multi-pack: the parcels to fetch from the waiting room (shown 15 s). */
  readonly completed: readonly string[] | null;
  /** The status and sector the answer suggests (the screen switches to them and warns). */
  readonly suggestion: { readonly statusTypeId: number; readonly sectorId: number } | null;
}

/** The feedback durations by answer (spec/03 §8, spec/02 §9 toast durations). */
export const SORTING_DURATIONS_MS: Readonly<Record<number, number>> = {
  201: 1500,
  205: 3000,
  402: 3000,
  403: 5000,
  404: 5000,
  405: 5000,
  406: 5000,
  410: 5000,
  412: 15_000,
  422: 5000,
  424: 15_000,
  425: 5000,
};
export const COMPLETED_MULTI_PACK_MS = 15_000;
const DEFAULT_MS = 5000;

const EMPTY = {
  zone: null,
  zoneName: null,
  bucket: null,
  courier: null,
  courierPickup: false,
  parcelNumber: null,
  completed: null,
  suggestion: null,
};

/** 201: the zone, the bucket (the sorting message), the courier. */
export function viewOfAnswer(answer: ClassifyParcelAnswer): SortingView {
  return {
    kind: 'success',
    text: { key: 'warehouseSorting.bucketMessage', params: { identifier: answer.bucket.identifier, name: answer.bucket.name } },
    details: { key: 'warehouseSorting.success' },
    durationMs: SORTING_DURATIONS_MS[201]!,
    zone: answer.zone,
    zoneName: answer.zone_name,
    bucket: answer.bucket,
    courier: answer.courier,
    courierPickup: answer.zone === ZONE_COURIER_PICKUP,
    parcelNumber: answer.parcel_number,
    completed: answer.completed_multi_pack,
    suggestion: null,
  };
}

/** 205: the barcode was the worker's workstation. */
export function viewOfWorkstationSet(): SortingView {
  return {
    ...EMPTY,
    kind: 'success',
    text: { key: 'warehouseSorting.workstationSet' },
    details: null,
    durationMs: SORTING_DURATIONS_MS[205]!,
  };
}

const num = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);

const NO_BUCKET_REASONS = [
  'awaiting_registration',
  'registration_failed',
  'no_out_number',
  'buffer_parcel',
  'in_problem_sector',
  'no_route',
];

function refusalText(
  code: string,
  reason: string | null,
  body: Readonly<Record<string, unknown>>,
): { text: SortingText; details: SortingText | null } {
  switch (code) {
    case 'sorting_wrong_client':
      return {
        text: { key: `warehouseSorting.refusals.sorting_wrong_client.${reason === 'unknown_alias' ? 'unknown_alias' : 'other_client'}` },
        details: null,
      };
    case 'sorting_dispatch_blocked':
      return {
        text: {
          key: `warehouseSorting.refusals.sorting_dispatch_blocked.${reason === 'client_blocked' ? 'client_blocked' : 'dispatch_blocked'}`,
        },
        details: null,
      };
    case 'sorting_no_bucket':
      return {
        text: { key: `warehouseSorting.refusals.sorting_no_bucket.${reason && NO_BUCKET_REASONS.includes(reason) ? reason : 'other'}` },
        details: null,
      };
    case 'sorting_multi_pack_in_buffer':
      return {
        text: { key: 'warehouseSorting.refusals.sorting_multi_pack_in_buffer' },
        details: { key: 'warehouseSorting.refusals.sorting_multi_pack_in_buffer_details' },
      };
    case 'sorting_multi_pack_incomplete': {
      const missing = Array.isArray(body['missing']) ? (body['missing'] as unknown[]).filter((m) => typeof m === 'string').join(', ') : '';
      return {
        text: { key: 'warehouseSorting.refusals.sorting_multi_pack_incomplete' },
        details: {
          key: 'warehouseSorting.refusals.sorting_multi_pack_incomplete_details',
          params: { present: num(body['present']) ?? 0, total: num(body['total']) ?? 0, missing },
        },
      };
    }
    case 'sorting_parcel_deleted':
    case 'sorting_scanned_too_early':
    case 'sorting_parcel_unknown':
    case 'sorting_barcode_rejected':
      return { text: { key: `warehouseSorting.refusals.${code}` }, details: null };
    default:
      // 403 workstation_elsewhere, 409, 500, network...: the common error texts.
      return { text: { key: `errors.${code}` }, details: null };
  }
}

/** An answer other than 2xx: the refusal in Polish, its zone (where the parcel goes meanwhile) and the suggested sector. */
export function viewOfRefusal(status: number, code: string, body: Readonly<Record<string, unknown>>): SortingView {
  const { text, details } = refusalText(code, str(body['reason']), body);
  const statusTypeId = num(body['suggested_status_type_id']);
  const sectorId = num(body['suggested_problematic_sector_id']);
  return {
    ...EMPTY,
    kind: status === 424 || status === 425 || status === 422 ? 'warning' : 'error',
    text,
    details,
    durationMs: SORTING_DURATIONS_MS[status] ?? DEFAULT_MS,
    zone: num(body['zone']),
    zoneName: str(body['zone_name']),
    parcelNumber: str(body['parcel_number']),
    suggestion: statusTypeId !== null && sectorId !== null ? { statusTypeId, sectorId } : null,
  };
}
