import { Inject, Injectable } from '@nestjs/common';
import type { DataTableResponse, ExportsTableRequest, ExportType, ExportValidationError, ExportView } from '@parcel/contracts';
import { ROLES } from '@parcel/domain';
import type { ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../../bootstrap/infrastructure.js';
import { runDataTable, type DataTableSpec } from '../../http/data-table.js';
import type { AuthenticatedUser } from '../../identity/session-lookup.js';
import { INFRA } from '../../shared/tokens.js';
import { ExportAccess, type ExportRow } from '../export-access.js';

export function exportView(row: ExportRow): ExportView {
  return {
    id: row.id,
    identifier: row.identifier,
    type: row.type as ExportType,
    name: row.name,
    created_at: new Date(row.created_at).toISOString(),
    status: row.status as ExportView['status'],
    error: row.error,
    errors_count: row.errors_count,
    used_for_invoice: row.used_for_invoice,
    client_id: row.client_id,
    client_name: row.client_name,
    performed_count: row.performed_count,
    total_count: row.total_count,
  };
}

/** The list's columns; the second (created_at) is the default order, descending (spec/01 §2, §9). */
const TABLE: DataTableSpec<ExportView> = {
  columns: [
    { name: 'id', sql: 'id' },
    { name: 'created_at', sql: 'created_at' },
    { name: 'client_name', sql: 'client_name' },
    { name: 'name', sql: 'name' },
    { name: 'status', sql: 'status' },
    { name: 'performed_count', sql: 'performed_count' },
    { name: 'used_for_invoice', sql: 'used_for_invoice' },
  ],
  defaultOrder: { column: 'created_at', dir: 'desc' },
  searchable: ['name', 'client_name'],
  toRow: exportView,
};

/** Reads of the exports read model: admins see every export, anyone else the ones they ordered. */
@Injectable()
export class ExportsQueries {
  private readonly db: ReadModelDb;
  constructor(
    @Inject(INFRA) infra: Infrastructure,
    @Inject(ExportAccess) private readonly access: ExportAccess,
  ) {
    this.db = infra.database.db as ReadModelDb;
  }

  private visible(user: Pick<AuthenticatedUser, 'id' | 'role'>) {
    const all = this.db.selectFrom('exports').selectAll();
    return user.role === ROLES.admin ? all : all.where('user_id', '=', user.id);
  }

  /** POST latest/: the table protocol, 10 a page by default, newest first. */
  latest(user: AuthenticatedUser, request: ExportsTableRequest): Promise<DataTableResponse<ExportView>> {
    return runDataTable(this.visible(user), request, TABLE);
  }

  /** POST latest/{type}: the caller's own latest export of a type (null when none), for the modal's pending order. */
  async latestOfType(user: AuthenticatedUser, type: ExportType): Promise<ExportView | null> {
    const row = await this.db
      .selectFrom('exports')
      .selectAll()
      .where('user_id', '=', user.id)
      .where('type', '=', type)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? exportView(row) : null;
  }

  async find(user: AuthenticatedUser, identifier: string): Promise<ExportView> {
    return exportView(await this.access.byIdentifier(user, identifier));
  }

  async validationErrors(user: AuthenticatedUser, identifier: string): Promise<ExportValidationError[]> {
    await this.access.byIdentifier(user, identifier);
    const rows = await this.db
      .selectFrom('export_validation_errors')
      .selectAll()
      .where('identifier', '=', identifier)
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      validationErrorId: r.id,
      type: r.type,
      internalWaybill: r.internal_waybill,
      parcelInternalNumbers: r.parcel_internal_numbers,
      reviewed: r.reviewed,
      additionalData: r.additional_data,
    }));
  }
}
