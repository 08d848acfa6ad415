import type { FieldErrors, ScanAnswer, ScanMessage } from '@parcel/contracts';
import { isDuplicateSector } from '@parcel/domain';
import { ApiError } from '@/shared/api/api-error';
import type { ScanOutcome } from '@/features/warehouse/scanner';
import type { ScanReply } from './scan.api';

/** A status and a sector the server suggests after an irregularity (spec/02 §4, §8). */
export interface Suggestion {
  readonly statusTypeId: number;
  readonly sectorId: number;
}

/** What the scanning screen does with the API's answer to one scan (spec/02 §4 "Scan flow", §8). */
export type ScanReaction =
  /** 205: the workstation was set; reload it, say so. */
  | { readonly kind: 'workstation_set' }
  /** 204: nothing done (the parcel has the status already). */
  | { readonly kind: 'unchanged' }
  /** 200: the messages to show (none: the big success notice), the parcel to show, a label to re-stick. */
  | {
      readonly kind: 'recorded';
      readonly parcelId: number;
      readonly messages: readonly ScanMessage[];
      readonly rePaste: boolean;
      readonly suggestion: Suggestion | null;
    }
  /** The API refused: its message (shown 5 s), a suggestion, whether the workstation is missing or the sector chooser must open. */
  | {
      readonly kind: 'failed';
      readonly status: number;
      readonly code: string;
      readonly message: string | null;
      readonly fieldErrors: FieldErrors;
      readonly suggestion: Suggestion | null;
      readonly workstationRequired: boolean;
      readonly needsSector: boolean;
    };

/** How long a scan's messages stay (spec/02 §9): 15 s, the missing out number 20 s, errors 5 s. */
export const SCAN_MESSAGE_MS = 15_000;
export const NO_OUT_NUMBER_MS = 20_000;
export const SCAN_ERROR_MS = 5_000;
export const NO_OUT_NUMBER_CODE = 'parcel_without_out_number';

const numberOrNull = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

function suggestionOf(statusTypeId: unknown, sectorId: unknown): Suggestion | null {
  const status = numberOrNull(statusTypeId);
  const sector = numberOrNull(sectorId);
  return status !== null && sector !== null ? { statusTypeId: status, sectorId: sector } : null;
}

export function scanReaction(outcome: ScanOutcome<ScanReply>): ScanReaction {
  if (outcome.ok) {
    const { status, body } = outcome.answer;
    if (status === 205) return { kind: 'workstation_set' };
    if (status !== 200 || !body) return { kind: 'unchanged' };
    const answer: ScanAnswer = body;
    return {
      kind: 'recorded',
      parcelId: answer.data.parcel_id,
      messages: answer.messages,
      rePaste: answer.data.re_pasting_required,
      suggestion: suggestionOf(answer.data.suggested_status_type_id, answer.data.suggested_problematic_sector_id),
    };
  }
  const error = outcome.error;
  if (!(error instanceof ApiError)) {
    return {
      kind: 'failed',
      status: 0,
      code: 'unknown',
      message: null,
      fieldErrors: {},
      suggestion: null,
      workstationRequired: false,
      needsSector: false,
    };
  }
  const message = typeof error.body['message'] === 'string' ? error.body['message'] : null;
  return {
    kind: 'failed',
    status: error.status,
    code: error.code,
    message,
    fieldErrors: error.fieldErrors,
    suggestion: suggestionOf(error.body['suggested_status_type_id'], error.body['suggested_problematic_sector_id']),
    workstationRequired: error.status === 428,
    needsSector: (error.fieldErrors['id_problematic_sector'] ?? []).length > 0,
  };
}

/** How long a message of a recorded scan stays. */
export const messageDuration = (message: ScanMessage): number => (message.code === NO_OUT_NUMBER_CODE ? NO_OUT_NUMBER_MS : SCAN_MESSAGE_MS);

/** Choosing a duplicate-label sector (3, 4) ticks the extra-row box; any other sector clears it. */
export const extraRowFor = (sectorCode: string | null | undefined): boolean => !!sectorCode && isDuplicateSector(sectorCode);
