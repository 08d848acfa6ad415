import { Inject, Injectable } from '@nestjs/common';
import type { Selectable } from 'kysely';
import type { ProblematicSectorView } from '@parcel/contracts';
import { isSeededSector, WORKSTATION_TYPES } from '@parcel/domain';
import type { ProblematicSectorTable, ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../../bootstrap/infrastructure.js';
import { INFRA } from '../../shared/tokens.js';

export interface SectorFilter {
  readonly warehouseId?: number | undefined;
  readonly workstationTypeId?: number | undefined;
}

/** The workstation type of the problem desk: the only one offered the internal sectors. */
const PROBLEM_DESK_TYPE_ID = WORKSTATION_TYPES.find((t) => t.code === 'PROBLEM')!.id;

export function toSectorView(row: Selectable<ProblematicSectorTable>): ProblematicSectorView {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    warehouse_id: row.warehouse_id,
    internal: row.internal ? 1 : 0,
    status_type_id: row.status_type_id,
    protected: isSeededSector(row.id),
  };
}

/**
 * Problematic sectors for the other parts of the floor (scanning, sorting, the
 * problem desk, tags), read from the problematic_sectors read model. Deleted
 * sectors are never answered.
 */
@Injectable()
export class ProblematicSectors {
  private readonly db: ReadModelDb;
  constructor(@Inject(INFRA) infra: Infrastructure) {
    this.db = infra.database.db as ReadModelDb;
  }

  async byId(id: number): Promise<ProblematicSectorView | null> {
    const row = await this.db
      .selectFrom('problematic_sectors')
      .selectAll()
      .where('id', '=', id)
      .where('deleted', '=', false)
      .executeTakeFirst();
    return row ? toSectorView(row) : null;
  }

  /**
   * A warehouse's sectors in code order. Given a workstation type other than
   * the problem desk, internal sectors are left out (they are the desk's).
   */
  async list(filter: SectorFilter = {}): Promise<ProblematicSectorView[]> {
    let query = this.db.selectFrom('problematic_sectors').selectAll().where('deleted', '=', false);
    if (filter.warehouseId !== undefined) query = query.where('warehouse_id', '=', filter.warehouseId);
    if (filter.workstationTypeId !== undefined && filter.workstationTypeId !== PROBLEM_DESK_TYPE_ID)
      query = query.where('internal', '=', false);
    const rows = await query.orderBy('warehouse_id').orderBy('id').execute();
    return rows.map(toSectorView);
  }

  /** Whether a live sector of the warehouse has the code (the form's early answer; the reservation stream decides). */
  async codeTaken(warehouseId: number, code: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('problematic_sectors')
      .select('id')
      .where('warehouse_id', '=', warehouseId)
      .where('code', '=', code)
      .where('deleted', '=', false)
      .executeTakeFirst();
    return !!row;
  }
}
