import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { DataTableRequest, DataTableResponse, ResignationView } from '@parcel/contracts';
import { DomainError, seededStatusBySystemId } from '@parcel/domain';
import type { ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../../bootstrap/infrastructure.js';
import { runDataTable, type DataTableSpec } from '../../http/data-table.js';
import { iso } from '../../http/read-models.js';
import { INFRA } from '../../shared/tokens.js';

/** The status row that marks a parcel received at the (shipping) warehouse. */
const RECEIVED = seededStatusBySystemId('warehouse_received').id;

interface Row {
  id: number;
  user_id: string | null;
  user_name: string | null;
  client_id: number;
  client_name: string | null;
  waybill: string;
  entered_scanned_at: Date | null;
  entered_scanned_by: string | null;
  entered_scanned_by_name: string | null;
  received_at: Date | null;
  received_by: string | null;
  received_by_name: string | null;
  resend_at: Date | null;
  note: string | null;
  created_at: Date;
}

/** The acceptance date: the one staff entered, else the shipment's first reception at the warehouse; by whom. */
const toView = (row: Row): ResignationView => {
  const entered = row.entered_scanned_at !== null;
  return {
    id: row.id,
    user_id: row.user_id,
    user_name: row.user_name,
    client_id: row.client_id,
    client_name: row.client_name,
    waybill: row.waybill,
    scanned_at: iso(entered ? row.entered_scanned_at : row.received_at),
    scanned_at_source: entered ? 'entered' : row.received_at !== null ? 'warehouse' : null,
    resend_at: iso(row.resend_at),
    note: row.note,
    scanned_by_user_id: entered ? row.entered_scanned_by : row.received_by,
    scanned_by_user_name: entered ? row.entered_scanned_by_name : row.received_by_name,
    created_at: iso(row.created_at),
  };
};

/**
 * The staff list (spec/03 §2): waybill number, client, acceptance date, resend
 * date, in that order (order[].column may be their index); newest first
 * unless sorted. The search box matches the waybill or the client's name.
 */
const STAFF_TABLE: DataTableSpec<ResignationView> = {
  columns: [
    { name: 'waybill', sql: 'r.waybill' },
    { name: 'client_name', sql: 'c.name' },
    { name: 'scanned_at', sql: 'acceptance_at' },
    { name: 'resend_at', sql: 'r.resend_at' },
    { name: 'created_at', sql: 'r.created_at' },
    { name: 'id', sql: 'r.id' },
  ],
  defaultOrder: { column: 'id', dir: 'desc' },
  searchable: ['r.waybill', 'c.name'],
  toRow: toView,
};

/** The client's list (spec/03 §2): waybill number, creation date, acceptance date, resend date; the search matches the waybill. */
const CLIENT_TABLE: DataTableSpec<ResignationView> = {
  columns: [
    { name: 'waybill', sql: 'r.waybill' },
    { name: 'created_at', sql: 'r.created_at' },
    { name: 'scanned_at', sql: 'acceptance_at' },
    { name: 'resend_at', sql: 'r.resend_at' },
    { name: 'id', sql: 'r.id' },
  ],
  defaultOrder: { column: 'id', dir: 'desc' },
  searchable: ['r.waybill'],
  toRow: toView,
};

/**
 * Reads of the resignations read model, with the names of the clients and
 * logins, and the shipment's first reception at the warehouse (the shipments
 * read model's status rows, by the index on shipment and time): one query per
 * page, however many rows.
 */
@Injectable()
export class ResignationsQueries {
  private readonly db: ReadModelDb;
  constructor(@Inject(INFRA) infra: Infrastructure) {
    this.db = infra.database.db as ReadModelDb;
  }

  private reports() {
    return this.db
      .selectFrom('resignations as r')
      .leftJoin('clients as c', 'c.id', 'r.client_id')
      .leftJoin('users as u', 'u.id', 'r.user_id')
      .leftJoin('users as su', 'su.id', 'r.scanned_by_user_id')
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('parcel_status_rows as p')
            .select(['p.when as received_at', 'p.user_id as received_by'])
            .whereRef('p.shipment_id', '=', 'r.shipment_id')
            .where('p.status_type_id', '=', RECEIVED)
            .orderBy('p.when')
            .orderBy('p.id')
            .limit(1)
            .as('rcv'),
        (join) => join.onTrue(),
      )
      .leftJoin('users as ru', 'ru.id', 'rcv.received_by')
      .select([
        'r.id',
        'r.user_id',
        'u.email as user_name',
        'r.client_id',
        'c.name as client_name',
        'r.waybill',
        'r.scanned_at as entered_scanned_at',
        'r.scanned_by_user_id as entered_scanned_by',
        'su.email as entered_scanned_by_name',
        'rcv.received_at',
        'rcv.received_by',
        'ru.email as received_by_name',
        'r.resend_at',
        'r.note',
        'r.created_at',
      ])
      .select(sql<Date | null>`coalesce(r.scanned_at, rcv.received_at)`.as('acceptance_at'));
  }

  /** POST app/v1/parcel/resignation/ajax: every report. */
  list(request: DataTableRequest): Promise<DataTableResponse<ResignationView>> {
    return runDataTable(this.reports(), request, STAFF_TABLE);
  }

  /** POST app/v1/client/parcel/resignation/ajax: the client's own reports (a login without a client: none). */
  listOfClient(clientId: number | null, request: DataTableRequest): Promise<DataTableResponse<ResignationView>> {
    return runDataTable(this.reports().where('r.client_id', '=', clientId ?? 0), request, CLIENT_TABLE);
  }

  /** GET .../{id}: one report; within `clientId`'s own when given (another's is resignation_not_found). */
  async one(id: number, clientId?: number | null): Promise<ResignationView> {
    let query = this.reports().where('r.id', '=', id);
    if (clientId !== undefined) query = query.where('r.client_id', '=', clientId ?? 0);
    const row = await query.executeTakeFirst();
    if (!row) throw new DomainError('resignation_not_found');
    return toView(row as Row);
  }
}
