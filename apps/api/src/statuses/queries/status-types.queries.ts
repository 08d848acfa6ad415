import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { DataTableRequest, DataTableResponse, StatusGroupView, StatusGroupWithTypes, StatusTypeView } from '@parcel/contracts';
import { DEFAULT_STATUS_TYPE_ID, DomainError, OWN_STATUS_COURIER_ID } from '@parcel/domain';
import type { ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../../bootstrap/infrastructure.js';
import { runDataTable, type DataTableSpec } from '../../http/data-table.js';
import { INFRA } from '../../shared/tokens.js';
import { StatusTypes, toStatusTypeInfo } from '../status-types.js';

const STATUS_TYPES_TABLE: DataTableSpec<StatusTypeView> = {
  columns: [
    { name: 'id', sql: 's.id' },
    { name: 'name', sql: 's.name' },
    { name: 'displayed_name', sql: 's.displayed_name' },
    { name: 'displayed_name_ro', sql: 's.displayed_name_ro' },
    { name: 'internal', sql: 's.internal' },
    { name: 'id_courier', sql: 's.id_courier' },
    { name: 'system_id', sql: 's.system_id' },
    { name: 'code', sql: 's.code' },
    { name: 'group_id', sql: 's.group_id' },
    { name: 'repeatable', sql: 's.repeatable' },
  ],
  defaultOrder: { column: 'id', dir: 'asc' },
  // Each has a trigram index on lower(column) (read-models migration status-types).
  searchable: ['s.name', 's.displayed_name', 's.displayed_name_ro', 's.code'],
  toRow: toStatusTypeInfo,
};

/** Reads of the status_types read model and the status groups; never the event store. */
@Injectable()
export class StatusTypesQueries {
  private readonly db: ReadModelDb;
  constructor(
    @Inject(INFRA) infra: Infrastructure,
    @Inject(StatusTypes) private readonly types: StatusTypes,
  ) {
    this.db = infra.database.db as ReadModelDb;
  }

  /** POST app/v1/status_type/datatable: the non-deleted types. */
  table(request: DataTableRequest): Promise<DataTableResponse<StatusTypeView>> {
    const base = this.db
      .selectFrom('status_types as s')
      .select(STATUS_TYPES_TABLE.columns.map((column) => sql.ref(column.sql).as(column.name)))
      .where('s.deleted', '=', false);
    return runDataTable(base, request, STATUS_TYPES_TABLE);
  }

  async view(id: number): Promise<StatusTypeView> {
    const type = await this.types.byId(id);
    if (!type) throw new DomainError('status_type_not_found');
    return type;
  }

  async bySystemId(systemId: string): Promise<StatusTypeView> {
    const type = await this.types.bySystemId(systemId);
    if (!type) throw new DomainError('status_type_not_found');
    return type;
  }

  /**
   * GET app/v1/status_type/sorted_for_warehouse_select/{workstationTypeId}: what
   * a warehouse screen offers, our own non-deleted types, the default (55)
   * first, then by name. Every workstation type gets the same list for now.
   */
  async forWarehouse(): Promise<StatusTypeView[]> {
    const rows = await this.db
      .selectFrom('status_types')
      .selectAll()
      .where('id_courier', '=', OWN_STATUS_COURIER_ID)
      .where('deleted', '=', false)
      .orderBy(sql`id = ${DEFAULT_STATUS_TYPE_ID}`, 'desc')
      .orderBy('name')
      .orderBy('id')
      .execute();
    return rows.map(toStatusTypeInfo);
  }

  /** GET app/v1/status_type_group/list. */
  groups(): Promise<StatusGroupView[]> {
    return this.db.selectFrom('status_type_groups').select(['id', 'name', 'name_ro']).orderBy('id').execute();
  }

  /** GET app/v1/status_type_group/one/{id}: the group and its non-deleted types' ids. */
  async group(id: number): Promise<StatusGroupWithTypes> {
    const group = await this.db.selectFrom('status_type_groups').select(['id', 'name', 'name_ro']).where('id', '=', id).executeTakeFirst();
    if (!group) throw new DomainError('status_group_not_found');
    const types = await this.db
      .selectFrom('status_types')
      .select('id')
      .where('group_id', '=', id)
      .where('deleted', '=', false)
      .orderBy('id')
      .execute();
    return { ...group, status_type_ids: types.map((t) => t.id) };
  }
}
