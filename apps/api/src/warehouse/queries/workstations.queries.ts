import { Inject, Injectable } from '@nestjs/common';
import type { DataTableResponse, WorkflowRow, WorkflowTableRequest, WorkstationFullRow, WorkstationRow } from '@parcel/contracts';
import { DomainError, WAREHOUSES, WORKSTATION_TYPES, warehouseById, workstationTypeById } from '@parcel/domain';
import type { ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../../bootstrap/infrastructure.js';
import { runDataTable, type DataTableSpec } from '../../http/data-table.js';
import { INFRA } from '../../shared/tokens.js';

/** Lists stay bounded: a warehouse has tens of workstations, a workstation's history is paged by the table. */
const HISTORY_LIMIT = 500;

const WORKFLOW_TABLE: DataTableSpec<WorkflowRow> = {
  columns: [
    { name: 'id', sql: 'id' },
    { name: 'workstation_code', sql: 'workstation_code' },
    { name: 'email', sql: 'email' },
    { name: 'start_at', sql: 'start_at' },
    { name: 'end_at', sql: 'end_at' },
    { name: 'end_type', sql: 'end_type' },
  ],
  defaultOrder: { column: 'start_at', dir: 'desc' },
  searchable: [],
  toRow: workflowRowOf,
};

type WorkstationRecord = {
  id: number;
  code: string;
  workstation_type_id: number;
  warehouse_id: number;
  active_user_id: string | null;
  active_email: string | null;
  active_since: Date | null;
};

/** Reads of the 'workstations' read model (spec/02 §7 "Warehouse"). */
@Injectable()
export class WorkstationsQueries {
  private readonly db: ReadModelDb;
  constructor(@Inject(INFRA) infra: Infrastructure) {
    this.db = infra.database.db as ReadModelDb;
  }

  warehouses() {
    return WAREHOUSES.map(({ id, name }) => ({ id, name }));
  }

  types() {
    return WORKSTATION_TYPES.map(({ id, name, code }) => ({ id, name, code }));
  }

  /** A warehouse's live workstations of a type (0: every type), by code. */
  async ofType(warehouseId: number, typeId: number): Promise<WorkstationRow[]> {
    return (await this.live(warehouseId, typeId)).map(rowOf);
  }

  /** The same with the type, the warehouse, who works there and since when (free when nobody). */
  async fullInfo(warehouseId: number, typeId: number): Promise<WorkstationFullRow[]> {
    return (await this.live(warehouseId, typeId)).map((r) => ({
      ...rowOf(r),
      type: workstationTypeById(r.workstation_type_id) ?? { id: r.workstation_type_id, name: '', code: '' },
      warehouse: warehouseById(r.warehouse_id) ?? { id: r.warehouse_id, name: '' },
      email: r.active_email,
      start_at: r.active_since?.toISOString() ?? null,
    }));
  }

  async workstation(id: number): Promise<WorkstationRow> {
    const row = await this.db
      .selectFrom('workstations')
      .selectAll()
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!row) throw new DomainError('workstation_not_found');
    return rowOf(row);
  }

  /** GET warehouse/workstation/workflow/{id}: the workstation's workflows, newest first. */
  async history(workstationId: number): Promise<WorkflowRow[]> {
    await this.workstation(workstationId);
    const rows = await this.db
      .selectFrom('workstation_workflows')
      .selectAll()
      .where('workstation_id', '=', workstationId)
      .orderBy('start_at', 'desc')
      .limit(HISTORY_LIMIT)
      .execute();
    return rows.map(workflowRowOf);
  }

  /** The workflow history table (every workstation, or one; every worker, or one). */
  historyTable(request: WorkflowTableRequest): Promise<DataTableResponse<WorkflowRow>> {
    let base = this.db.selectFrom('workstation_workflows').selectAll();
    if (request.workstation_id) base = base.where('workstation_id', '=', request.workstation_id);
    if (request.user_id) base = base.where('user_id', '=', request.user_id);
    return runDataTable(base, request, WORKFLOW_TABLE);
  }

  private live(warehouseId: number, typeId: number): Promise<WorkstationRecord[]> {
    if (!warehouseById(warehouseId)) throw new DomainError('not_found', { reason: 'warehouse_not_found' });
    if (typeId !== 0 && !workstationTypeById(typeId)) throw new DomainError('not_found', { reason: 'workstation_type_not_found' });
    let query = this.db
      .selectFrom('workstations')
      .select(['id', 'code', 'workstation_type_id', 'warehouse_id', 'active_user_id', 'active_email', 'active_since'])
      .where('warehouse_id', '=', warehouseId)
      .where('deleted_at', 'is', null);
    if (typeId !== 0) query = query.where('workstation_type_id', '=', typeId);
    return query.orderBy('code').execute();
  }
}

function rowOf(r: WorkstationRecord): WorkstationRow {
  return {
    id: r.id,
    code: r.code,
    workstation_type_id: r.workstation_type_id,
    warehouse_id: r.warehouse_id,
    active_user_id: r.active_user_id,
  };
}

function workflowRowOf(r: {
  id: number;
  workstation_id: number;
  workstation_code: string;
  user_id: string;
  email: string;
  start_at: Date;
  end_at: Date | null;
  end_type: string | null;
}): WorkflowRow {
  return {
    id: r.id,
    workstation_id: r.workstation_id,
    workstation_code: r.workstation_code,
    user_id: r.user_id,
    email: r.email,
    start_at: r.start_at.toISOString(),
    end_at: r.end_at?.toISOString() ?? null,
    end_type: r.end_type,
  };
}
