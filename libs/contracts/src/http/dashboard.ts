import { z } from 'zod';

/**
 * The dashboard (spec/01 §2 "/dashboard: landing page after login"; what it
 * shows is ours: docs/dashboard.md). Base path app/v1, every role:
 * GET dashboard -> the caller's role's figures (no parameters; `role` says
 *   which shape), today's figures by the Warsaw day (`today`).
 * Live: the console refreshes it on notices of the read models each role's
 * figures read (DASHBOARD_READ_MODELS).
 */

const count = z.number().int().min(0);

/** Parcels counted per status group (null: no group), in the catalogue's order. */
export const groupCounts = z.object({
  total: count,
  groups: z.array(z.object({ status_group_id: z.number().nullable(), name: z.string().nullable(), count })),
});
export type GroupCounts = z.output<typeof groupCounts>;

/** Parcels waiting in problematic sectors, per sector (sectors with none left out), by code. */
export const sectorCounts = z.object({
  total: count,
  sectors: z.array(z.object({ id: z.number(), code: z.string(), name: z.string(), waiting: count })),
});
export type SectorCounts = z.output<typeof sectorCounts>;

export const adminDashboard = z.object({
  role: z.literal('admin'),
  today: z.string(),
  /** Parcels first received in the warehouse today (Warsaw), by their current status group; not deleted. */
  received_today: groupCounts,
  /** Parcels waiting in problematic sectors, all warehouses. */
  problem_sectors: sectorCounts,
  /** Shipments (not deleted) with the open problem (the listing's problem rule). */
  problems: z.object({ registration_failed: count, not_accounted: count }),
  /** Exports ordered or being made (every user's). */
  reports_running: count,
  /** Active clients: missing a price list in effect today; without any courier credential. */
  clients: z.object({ missing_price_lists: count, without_courier_credentials: count }),
  /** Active staff users who never confirmed their invitation (e-mail not verified). */
  unconfirmed_users: count,
  /** Buffer parcels (intake's unknown barcodes, unprocessable) waiting to be adopted; not deleted. */
  buffer_parcels: count,
});
export type AdminDashboard = z.output<typeof adminDashboard>;

export const workerDashboard = z.object({
  role: z.literal('warehouse_worker'),
  today: z.string(),
  /** Where the worker works now, or null (the console offers /set-workstation). */
  workstation: z
    .object({
      id: z.number(),
      code: z.string(),
      type: z.object({ id: z.number(), name: z.string(), code: z.string() }),
      warehouse: z.object({ id: z.number(), name: z.string() }),
      since: z.string().nullable(),
    })
    .nullable(),
  /** The worker's own work today (Warsaw), at any workstation: status rows recorded, of them by a scan, classifications. */
  activity_today: z.object({ statuses: count, scans: count, classifications: count }),
  /** Parcels waiting in the problematic sectors of the workstation's warehouse (of all when at none). */
  problem_sectors: sectorCounts.extend({ warehouse_id: z.number().nullable(), problem_desk: z.boolean() }),
});
export type WorkerDashboard = z.output<typeof workerDashboard>;

export const clientDashboard = z.object({
  role: z.literal('client'),
  today: z.string(),
  /** The client's parcels on the way (not deleted), by status group. */
  on_the_way: groupCounts,
  /** The client's latest parcel status changes, newest first. */
  last_statuses: z.array(
    z.object({ parcel_number: z.string(), shipment_number: z.string(), status_name: z.string().nullable(), at: z.string() }),
  ),
  /** The client's parcels (not deleted) whose problem waits for its decision (status group Problemy). */
  awaiting_decision: count,
  /** The client's reports ready and not downloaded yet: how many, and the latest few. */
  reports_ready: z.object({
    total: count,
    latest: z.array(z.object({ uuid: z.string(), name: z.string(), status: z.string(), created_at: z.string() })),
  }),
});
export type ClientDashboard = z.output<typeof clientDashboard>;

export const dashboardResponse = z.discriminatedUnion('role', [adminDashboard, workerDashboard, clientDashboard]);
export type DashboardResponse = z.output<typeof dashboardResponse>;

/**
 * The read models each role's figures read: a notice of any of them (the ones
 * the role hears of) refreshes the dashboard.
 */
export const DASHBOARD_READ_MODELS = {
  admin: ['listing', 'shipments', 'problem_parcels', 'problematic_sectors', 'exports', 'clients', 'operational_price_lists', 'users'],
  warehouse_worker: ['workstations', 'employee_activity', 'problem_parcels', 'problematic_sectors'],
  client: ['listing', 'exports'],
} as const satisfies Record<DashboardResponse['role'], readonly string[]>;
