import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { FloorView } from '@parcel/contracts';
import {
  DEFAULT_WAREHOUSE_ID,
  SCAN_WINDOW_MINUTES,
  SEEDED_SECTORS,
  warehouseById,
  windowStart,
  workstationTypeById,
  type FloorScan,
} from '@parcel/domain';
import type { ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../../bootstrap/infrastructure.js';
import { iso } from '../../http/read-models.js';
import { CLOCK, INFRA, type Clock } from '../../shared/tokens.js';

const SECTOR_NAMES = new Map(SEEDED_SECTORS.map((s) => [s.id, s.name]));

/**
 * Reads of the 'floor' read model: every workstation of the warehouse with its
 * worker, its scans in the last 15 minutes (a sum of per-minute rows) and its
 * last scan; parcels waiting per zone and per problem sector with the oldest
 * one's time (counters, and one index lookup each). A handful of small queries
 * whatever the number of parcels.
 */
@Injectable()
export class FloorQueries {
  private readonly db: ReadModelDb;
  constructor(
    @Inject(INFRA) infra: Infrastructure,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.db = infra.database.db as ReadModelDb;
  }

  async view(warehouseId = DEFAULT_WAREHOUSE_ID): Promise<FloorView> {
    const now = this.clock.now();
    const [stations, counts, zones, sectors] = await Promise.all([
      this.stations(warehouseId),
      this.db
        .selectFrom('floor_scan_minutes')
        .select(['workstation_code', (eb) => eb.fn.sum<string>('scans').as('scans')])
        .where('minute', '>=', windowStart(now))
        .groupBy('workstation_code')
        .execute(),
      this.db
        .selectFrom('floor_zones as z')
        .select([
          'z.zone',
          'z.waiting',
          (eb) =>
            eb
              .selectFrom('floor_parcels as p')
              .select((p) => p.fn.min('p.zone_since').as('oldest'))
              .whereRef('p.wait_zone', '=', 'z.zone')
              .as('oldest'),
        ])
        .where('z.waiting', '>', 0)
        .orderBy('z.zone')
        .execute(),
      this.db
        .selectFrom('floor_sectors as s')
        .leftJoin('problematic_sectors as ps', 'ps.id', 's.sector_id')
        .select([
          'ps.name',
          's.sector_id',
          's.sector_code',
          's.waiting',
          (eb) =>
            eb
              .selectFrom('floor_parcels as p')
              .select((p) => p.fn.min('p.sector_since').as('oldest'))
              .whereRef('p.sector_id', '=', 's.sector_id')
              .as('oldest'),
        ])
        .where('s.waiting', '>', 0)
        .orderBy('s.sector_code')
        .execute(),
    ]);
    const scans = new Map(counts.map((c) => [c.workstation_code, Number(c.scans)]));
    return {
      generated_at: now.toISOString(),
      warehouse: { id: warehouseId, name: warehouseById(warehouseId)?.name ?? '' },
      window_minutes: SCAN_WINDOW_MINUTES,
      workstations: stations.map((s) => ({
        id: s.id,
        code: s.code,
        type: workstationTypeById(s.workstation_type_id) ?? { id: s.workstation_type_id, name: '', code: '' },
        worker: s.worker_user_id ? { user_id: s.worker_user_id, email: s.worker_email ?? '', since: iso(s.worker_since!) } : null,
        scans: scans.get(s.code) ?? 0,
        last_scan:
          s.at === null
            ? null
            : {
                at: iso(s.at),
                parcel_id: s.parcel_id!,
                parcel_number: s.parcel_number,
                kind: s.kind as FloorScan['kind'],
                status_type_id: s.status_type_id,
                status_name: s.status_name,
                zone: s.zone,
                sector_code: s.sector_code,
              },
      })),
      zones: zones.map((z) => ({ zone: z.zone, waiting: z.waiting, oldest_since: z.oldest ? iso(z.oldest) : null })),
      sectors: sectors.map((s) => ({
        sector_id: s.sector_id,
        code: s.sector_code,
        name: s.name ?? SECTOR_NAMES.get(s.sector_id) ?? null,
        waiting: s.waiting,
        oldest_since: s.oldest ? iso(s.oldest) : null,
      })),
    };
  }

  /** The warehouse's workstations by code, with the last scan, its parcel's number and its status's name. */
  private stations(warehouseId: number) {
    return this.db
      .selectFrom('floor_stations as w')
      .leftJoin('floor_station_scans as l', 'l.workstation_code', 'w.code')
      .leftJoin('shipment_parcels as p', 'p.id', 'l.parcel_id')
      .leftJoin('status_types as t', 't.id', 'l.status_type_id')
      .select([
        'w.id',
        'w.code',
        'w.workstation_type_id',
        'w.worker_user_id',
        'w.worker_email',
        'w.worker_since',
        'l.at',
        'l.parcel_id',
        'l.kind',
        'l.status_type_id',
        'l.zone',
        'l.sector_code',
        'p.number as parcel_number',
        't.name as status_name',
      ])
      .where('w.warehouse_id', '=', warehouseId)
      .where(sql<boolean>`NOT w.deleted`)
      .orderBy('w.code')
      .execute();
  }
}
