import { PENDING_STATUSES } from '../reports/export.js';
import type { ExportStatus } from '../reports/export.events.js';
import { STATUS_GROUPS, type StatusGroup } from '../statuses/catalogue.js';
import { WORKSTATION_TYPES } from '../warehouse/catalogue.js';

/**
 * What the dashboard (/dashboard, GET app/v1/dashboard) counts for each role:
 * the decisions behind its figures, kept here so the API's queries, the
 * console's links and the tests agree (docs/dashboard.md).
 */

const group = (name: string): StatusGroup => STATUS_GROUPS.find((g) => g.name === name)!;

/**
 * A client's parcels "on the way": in our hands or with the courier, not yet
 * delivered, returned or cancelled: the status groups W magazynie (2) and
 * W drodze (3). New (1: ordered, not received yet), delivered (4), returns (5),
 * cancelled (6) and problems (7, counted on their own) are not.
 */
export const ON_THE_WAY_GROUP_IDS: readonly number[] = [group('W magazynie').id, group('W drodze').id];

/**
 * A client's parcels whose problem needs its decision: those whose current
 * status is of the group Problemy (7): a parcel put in a problematic sector
 * takes the sector's problem status (90, 91), and the floor waits for what the
 * client says (return, relabel, utilise).
 */
export const CLIENT_DECISION_GROUP_ID: number = group('Problemy').id;

/** Reports still being made (the admins' "reports running"): ordered, or the worker builds them. */
export const RUNNING_REPORT_STATUSES: readonly ExportStatus[] = PENDING_STATUSES;

/** Reports ready and not downloaded yet (a client's "reports ready"): a downloaded one is done with. */
export const READY_REPORT_STATUSES: readonly ExportStatus[] = ['validated', 'validation_error', 'generated'];

/** How many of a client's latest status changes the dashboard lists. */
export const LAST_STATUS_CHANGES = 10;
/** How many of a client's ready reports the dashboard lists (the count covers all). */
export const READY_REPORTS_LISTED = 5;

/** The open problems of a shipment the admins' dashboard counts (the listing's problem rule codes). */
export const DASHBOARD_PROBLEM_RULES = ['SHIPMENT_REGISTRATION_FAILED', 'SHIPMENT_NOT_ACCOUNTED'] as const;
export type DashboardProblemRule = (typeof DASHBOARD_PROBLEM_RULES)[number];

const PROBLEM_DESK_TYPE_ID = WORKSTATION_TYPES.find((t) => t.code === 'PROBLEM')!.id;

/** Where a warehouse worker is working now, as the dashboard needs it. */
export interface WorkerPlace {
  readonly typeId: number;
  readonly warehouseId: number;
}

/** Which problematic sectors a worker's dashboard shows waiting parcels of. */
export interface SectorScope {
  /** The sectors of this warehouse only; null: of every warehouse. */
  readonly warehouseId: number | null;
  /** The worker sits at a problem desk (type PROBLEM): the waiting parcels are their own work. */
  readonly problemDesk: boolean;
}

/**
 * A worker at a workstation sees the sectors of its warehouse (a problem desk
 * resolves them all: sectors are a warehouse's, not a desk's); a worker at no
 * workstation sees every warehouse's sectors.
 */
export function sectorScopeOf(place: WorkerPlace | null): SectorScope {
  if (!place) return { warehouseId: null, problemDesk: false };
  return { warehouseId: place.warehouseId, problemDesk: place.typeId === PROBLEM_DESK_TYPE_ID };
}

/**
 * Parcels counted per status group, in the catalogue's order, groups with none
 * left out; a parcel with no status or a status outside any group counts under
 * null (last).
 */
export function countsByGroup(rows: readonly { readonly groupId: number | null; readonly count: number }[]): {
  total: number;
  groups: { status_group_id: number | null; name: string | null; count: number }[];
} {
  const counts = new Map<number | null, number>();
  for (const row of rows) {
    const known = row.groupId !== null && STATUS_GROUPS.some((g) => g.id === row.groupId);
    const key = known ? row.groupId : null;
    counts.set(key, (counts.get(key) ?? 0) + row.count);
  }
  const groups = [
    ...STATUS_GROUPS.filter((g) => (counts.get(g.id) ?? 0) > 0).map((g) => ({
      status_group_id: g.id,
      name: g.name,
      count: counts.get(g.id)!,
    })),
    ...((counts.get(null) ?? 0) > 0 ? [{ status_group_id: null, name: null, count: counts.get(null)! }] : []),
  ];
  return { total: groups.reduce((sum, g) => sum + g.count, 0), groups };
}
