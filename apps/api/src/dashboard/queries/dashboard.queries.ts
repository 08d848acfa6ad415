import { Inject, Injectable } from '@nestjs/common';
import { sql, type RawBuilder } from 'kysely';
import type { AdminDashboard, ClientDashboard, SectorCounts, WorkerDashboard } from '@parcel/contracts';
import {
  CLIENT_DECISION_GROUP_ID,
  LAST_STATUS_CHANGES,
  ON_THE_WAY_GROUP_IDS,
  READY_REPORTS_LISTED,
  READY_REPORT_STATUSES,
  ROLES,
  RUNNING_REPORT_STATUSES,
  SEEDED_SECTORS,
  calendarDateIn,
  clientsMissingPriceLists,
  countsByGroup,
  sectorScopeOf,
  warehouseById,
  workstationTypeById,
  type SectorScope,
} from '@parcel/domain';
import type { ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../../bootstrap/infrastructure.js';
import { iso, warsawDayEnd, warsawDayStart } from '../../http/read-models.js';
import { PriceLists } from '../../pricing/price-lists.js';
import { CLOCK, INFRA, type Clock } from '../../shared/tokens.js';

/** Constants as literals: a partial index's predicate (status IN (...)) is then provably implied. */
const literals = (values: readonly (string | number)[]): RawBuilder<unknown> => sql.join(values.map((v) => sql.lit(v)));
const int = (value: unknown): number => Number(value ?? 0);

/**
 * The dashboard's figures (GET app/v1/dashboard; docs/dashboard.md): reads of
 * read models only, each figure one indexed query (or a few, in parallel), so
 * the whole answer is a handful of statements whatever the data. A figure
 * counts exactly the rows of the list its link opens (same table, same
 * conditions). Today is Warsaw's date.
 */
@Injectable()
export class DashboardQueries {
  private readonly db: ReadModelDb;
  constructor(
    @Inject(INFRA) infra: Pick<Infrastructure, 'database'>,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(PriceLists) private readonly priceLists: PriceLists,
  ) {
    this.db = infra.database.db as ReadModelDb;
  }

  today(): string {
    return calendarDateIn(this.clock.now());
  }

  async admin(): Promise<AdminDashboard> {
    const today = this.today();
    const [receivedToday, problemSectors, problems, reportsRunning, missingPriceLists, withoutCredentials, unconfirmed, buffer] =
      await Promise.all([
        this.receivedOn(today),
        this.waitingInSectors({ warehouseId: null, problemDesk: false }),
        this.openProblems(),
        this.reportsRunning(),
        this.clientsMissingPriceLists(),
        this.clientsWithoutCredentials(),
        this.unconfirmedUsers(),
        this.bufferParcels(),
      ]);
    return {
      role: 'admin',
      today,
      received_today: receivedToday,
      problem_sectors: problemSectors,
      problems,
      reports_running: reportsRunning,
      clients: { missing_price_lists: missingPriceLists, without_courier_credentials: withoutCredentials },
      unconfirmed_users: unconfirmed,
      buffer_parcels: buffer,
    };
  }

  async worker(userId: string): Promise<WorkerDashboard> {
    const today = this.today();
    const [workstation, activity] = await Promise.all([
      this.db
        .selectFrom('workstations')
        .select(['id', 'code', 'workstation_type_id', 'warehouse_id', 'active_since'])
        .where('active_user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .orderBy('active_since', 'desc')
        .limit(1)
        .executeTakeFirst(),
      // The (day, user_id, workstation) primary key: one row per workstation the worker used today.
      this.db
        .selectFrom('employee_activity')
        .select((eb) => [
          eb.fn.sum<number>('statuses').as('statuses'),
          eb.fn.sum<number>('scans').as('scans'),
          eb.fn.sum<number>('classifications').as('classifications'),
        ])
        .where('day', '=', today)
        .where('user_id', '=', userId)
        .executeTakeFirst(),
    ]);
    const scope = sectorScopeOf(workstation ? { typeId: workstation.workstation_type_id, warehouseId: workstation.warehouse_id } : null);
    const sectors = await this.waitingInSectors(scope);
    const type = workstation && workstationTypeById(workstation.workstation_type_id);
    return {
      role: 'warehouse_worker',
      today,
      workstation: workstation
        ? {
            id: workstation.id,
            code: workstation.code,
            type: { id: workstation.workstation_type_id, name: type?.name ?? '', code: type?.code ?? '' },
            warehouse: { id: workstation.warehouse_id, name: warehouseById(workstation.warehouse_id)?.name ?? '' },
            since: workstation.active_since ? iso(workstation.active_since) : null,
          }
        : null,
      activity_today: {
        statuses: int(activity?.statuses),
        scans: int(activity?.scans),
        classifications: int(activity?.classifications),
      },
      problem_sectors: { ...sectors, warehouse_id: scope.warehouseId, problem_desk: scope.problemDesk },
    };
  }

  /** A client's own figures only (clientId null: a login without its client yet sees nothing). */
  async client(userId: string, clientId: number | null): Promise<ClientDashboard> {
    const today = this.today();
    const own = clientId ?? -1;
    const groups = [...ON_THE_WAY_GROUP_IDS, CLIENT_DECISION_GROUP_ID];
    const [counts, latest, readyCount, ready] = await Promise.all([
      // The listing's own counts (its primary key starts with list type, deleted, client): the listing answers the
      // same criteria (status group, nothing else) from the same table.
      this.db
        .selectFrom('listing_counts')
        .select(['status_group_id', sql<string>`sum(count)`.as('n')])
        .where('list_type', '=', 'parcels')
        .where('deleted', '=', false)
        .where('client_id', '=', own)
        .where('status_group_id', 'in', groups)
        .groupBy('status_group_id')
        .execute(),
      // listing_parcels_client_status_at_idx: the newest status changes of the client's parcels.
      this.db
        .selectFrom('listing_parcels')
        .select(['internal_number', 'shipment_number', 'status_name', 'status_at'])
        .where('client_id', '=', own)
        .where('deleted', '=', false)
        .where('status_at', 'is not', null)
        .orderBy('status_at', 'desc')
        .orderBy('id', 'desc')
        .limit(LAST_STATUS_CHANGES)
        .execute(),
      sql<{ n: number }>`SELECT count(*)::int AS n FROM exports
        WHERE user_id = ${userId} AND status IN (${literals(READY_REPORT_STATUSES)})`.execute(this.db),
      sql<{ identifier: string; name: string; status: string; created_at: Date }>`SELECT identifier, name, status, created_at FROM exports
        WHERE user_id = ${userId} AND status IN (${literals(READY_REPORT_STATUSES)})
        ORDER BY created_at DESC, id DESC LIMIT ${READY_REPORTS_LISTED}`.execute(this.db),
    ]);
    const byGroup = new Map(counts.map((c) => [c.status_group_id, int(c.n)]));
    return {
      role: 'client',
      today,
      on_the_way: countsByGroup(ON_THE_WAY_GROUP_IDS.map((groupId) => ({ groupId, count: byGroup.get(groupId) ?? 0 }))),
      last_statuses: latest.map((r) => ({
        parcel_number: r.internal_number,
        shipment_number: r.shipment_number,
        status_name: r.status_name,
        at: iso(r.status_at!),
      })),
      awaiting_decision: byGroup.get(CLIENT_DECISION_GROUP_ID) ?? 0,
      reports_ready: {
        total: readyCount.rows[0]?.n ?? 0,
        latest: ready.rows.map((r) => ({ uuid: r.identifier, name: r.name, status: r.status, created_at: iso(r.created_at) })),
      },
    };
  }

  /**
   * Parcels first received in the warehouse on the day (shipment_parcels_received_idx), by their current status group
   * (listing_parcels by primary key); deleted ones are not counted, as the listing hides them. The listing's
   * date_type 'received' finds the same parcels.
   */
  private async receivedOn(day: string) {
    const { rows } = await sql<{ group_id: number | null; n: number }>`
      SELECT lp.status_group_id AS group_id, count(*)::int AS n
      FROM shipment_parcels sp JOIN listing_parcels lp ON lp.id = sp.id
      WHERE sp.received_at >= ${warsawDayStart(day)} AND sp.received_at < ${warsawDayEnd(day)} AND NOT lp.deleted
      GROUP BY lp.status_group_id`.execute(this.db);
    return countsByGroup(rows.map((r) => ({ groupId: r.group_id, count: r.n })));
  }

  /**
   * Parcels waiting in problematic sectors, per sector (problem_parcels_waiting_sector_idx: the waiting rows only), the
   * sectors' names and warehouses from problematic_sectors; of one warehouse when the scope says so.
   */
  private async waitingInSectors(scope: SectorScope): Promise<SectorCounts> {
    const { rows } = await sql<{ id: number; code: string; name: string | null; n: number }>`
      SELECT w.sector_id AS id, coalesce(s.code, w.code) AS code, s.name, w.n
      FROM (SELECT sector_id, min(sector_code) AS code, count(*)::int AS n FROM problem_parcels
            WHERE resolved_at IS NULL GROUP BY sector_id) w
      LEFT JOIN problematic_sectors s ON s.id = w.sector_id
      ${scope.warehouseId === null ? sql`` : sql`WHERE s.warehouse_id = ${scope.warehouseId}`}
      ORDER BY coalesce(s.code, w.code), w.sector_id`.execute(this.db);
    const sectors = rows.map((r) => ({
      id: r.id,
      code: r.code,
      name: r.name ?? SEEDED_SECTORS.find((s) => s.id === r.id)?.name ?? r.code,
      waiting: r.n,
    }));
    return { total: sectors.reduce((sum, s) => sum + s.waiting, 0), sectors };
  }

  /**
   * Shipments (not deleted) with an open problem, by rule: the listing's partial index of shipments with any problem
   * (listing_shipments_problem_idx), the same conditions as its problem rule filter.
   */
  private async openProblems(): Promise<AdminDashboard['problems']> {
    const { rows } = await sql<{ registration_failed: number; not_accounted: number }>`
      SELECT count(*) FILTER (WHERE problem_rules @> ARRAY['SHIPMENT_REGISTRATION_FAILED']::text[])::int AS registration_failed,
             count(*) FILTER (WHERE problem_rules @> ARRAY['SHIPMENT_NOT_ACCOUNTED']::text[])::int AS not_accounted
      FROM listing_shipments WHERE deleted = false AND cardinality(problem_rules) > 0`.execute(this.db);
    return { registration_failed: rows[0]?.registration_failed ?? 0, not_accounted: rows[0]?.not_accounted ?? 0 };
  }

  /** Every user's exports not finished yet (exports_running_idx). */
  private async reportsRunning(): Promise<number> {
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM exports
      WHERE status IN (${literals(RUNNING_REPORT_STATUSES)})`.execute(this.db);
    return rows[0]?.n ?? 0;
  }

  /** Active clients missing a price list in effect today: the clients list's selector (the same domain rule, the same rows). */
  private async clientsMissingPriceLists(): Promise<number> {
    const now = this.clock.now();
    const [clients, lists] = await Promise.all([
      this.db.selectFrom('clients').select(['id', 'allowed_countries']).where('deleted_at', 'is', null).execute(),
      this.priceLists.all(),
    ]);
    return clientsMissingPriceLists(
      clients.map((c) => ({ id: c.id, allowedCountries: c.allowed_countries })),
      lists,
      calendarDateIn(now),
      now.toISOString(),
    ).length;
  }

  /** Active clients with no courier credential (an anti-join on courier_credentials_client_idx). */
  private async clientsWithoutCredentials(): Promise<number> {
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM clients c WHERE c.deleted_at IS NULL
      AND NOT EXISTS (SELECT 1 FROM courier_credentials cc WHERE cc.client_id = c.id)`.execute(this.db);
    return rows[0]?.n ?? 0;
  }

  /** Active staff users (the users list shows staff only) who never confirmed their invitation (users_unconfirmed_idx). */
  private async unconfirmedUsers(): Promise<number> {
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM users
      WHERE role IN (${literals([ROLES.admin, ROLES.warehouse_worker])}) AND email_verified_at IS NULL AND deleted_at IS NULL`.execute(
      this.db,
    );
    return rows[0]?.n ?? 0;
  }

  /**
   * Buffer parcels waiting to be adopted: the parcels of unprocessable shipments (intake's unknown barcodes, creator
   * init_scan), not deleted (listing_parcels_unprocessable_idx): the listing's "processable: no".
   */
  private async bufferParcels(): Promise<number> {
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM listing_parcels
      WHERE deleted = false AND NOT processable`.execute(this.db);
    return rows[0]?.n ?? 0;
  }
}
