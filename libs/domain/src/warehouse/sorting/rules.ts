import { CANCELLED_SECTOR_ID, VERIFICATION_SECTOR_ID } from '../sectors.js';
import type { SortingRefusalCode, SortingRefusalReason } from './sorting.js';
import { ZONE_CANCELLED, ZONE_PROBLEMS, ZONE_RECEPTION, ZONE_VERIFICATION, ZONE_WAITING_ROOM } from './zones.js';

export type SortingRuleOutcome = 'classified' | 'problem' | 'waiting_room' | 'unknown_parcel' | SortingRefusalCode;

/** One rule of the decision as admins read it (GET app/v1/sorting/rules): the first that matches decides. */
export interface SortingRule {
  readonly outcome: SortingRuleOutcome;
  readonly reason: SortingRefusalReason | null;
  /** Where the parcel goes (null: a delivery zone by the table, or keep it and scan again). */
  readonly zone: number | null;
  /** The sector suggested with status 90 (the console warns of an irregularity). */
  readonly suggestedSectorId: number | null;
  /** Whether the scan is recorded on the parcel (a status row and/or a classification). */
  readonly records: boolean;
}

const rule = (
  outcome: SortingRuleOutcome,
  reason: SortingRefusalReason | null,
  zone: number | null,
  suggestedSectorId: number | null,
  records = false,
): SortingRule => ({ outcome, reason, zone, suggestedSectorId, records });

/** The rules of decideSorting in its order (docs/sorting.md); the unit test checks each against the decision. */
export const SORTING_RULES: readonly SortingRule[] = [
  rule('unknown_parcel', null, ZONE_RECEPTION, null),
  rule('problem', null, ZONE_PROBLEMS, null, true),
  rule('sorting_parcel_deleted', 'deleted', ZONE_CANCELLED, CANCELLED_SECTOR_ID),
  rule('sorting_parcel_deleted', 'cancelled', ZONE_CANCELLED, CANCELLED_SECTOR_ID),
  rule('sorting_wrong_client', 'unknown_alias', ZONE_VERIFICATION, VERIFICATION_SECTOR_ID),
  rule('sorting_wrong_client', 'other_client', ZONE_VERIFICATION, VERIFICATION_SECTOR_ID),
  rule('sorting_dispatch_blocked', 'client_blocked', ZONE_VERIFICATION, VERIFICATION_SECTOR_ID),
  rule('sorting_dispatch_blocked', 'dispatch_blocked', ZONE_VERIFICATION, VERIFICATION_SECTOR_ID),
  rule('sorting_no_bucket', 'in_problem_sector', ZONE_PROBLEMS, null),
  rule('sorting_multi_pack_in_buffer', 'buffer_in_multi_pack', ZONE_VERIFICATION, VERIFICATION_SECTOR_ID),
  rule('sorting_no_bucket', 'buffer_parcel', ZONE_VERIFICATION, VERIFICATION_SECTOR_ID),
  rule('sorting_no_bucket', 'awaiting_registration', null, null),
  rule('sorting_no_bucket', 'registration_failed', ZONE_VERIFICATION, VERIFICATION_SECTOR_ID),
  rule('sorting_no_bucket', 'no_out_number', ZONE_VERIFICATION, VERIFICATION_SECTOR_ID),
  rule('sorting_scanned_too_early', 'before_registration', null, null),
  rule('waiting_room', null, ZONE_WAITING_ROOM, null, true),
  rule('sorting_no_bucket', 'no_route', ZONE_VERIFICATION, VERIFICATION_SECTOR_ID),
  rule('classified', null, null, null, true),
];
