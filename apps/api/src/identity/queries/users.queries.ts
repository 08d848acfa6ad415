import { Inject, Injectable } from '@nestjs/common';
import { DomainError, describeWorkstation, isStaff, type Role } from '@parcel/domain';
import type { DataTableResponse, EmployeeEmail, UserRow, UsersListRequest, UserView, WhoamiResponse } from '@parcel/contracts';
import type { ReadModelDb } from '@parcel/read-models';
import { INFRA } from '../../shared/tokens.js';
import type { Infrastructure } from '../../bootstrap/infrastructure.js';
import { runDataTable, type DataTableSpec } from '../../http/data-table.js';
import { iso } from '../../http/read-models.js';
import type { AuthenticatedUser } from '../session-lookup.js';

const USERS_TABLE: DataTableSpec<UserRow> = {
  columns: [
    { name: 'id', sql: 'id' },
    { name: 'email', sql: 'email' },
    { name: 'email_verified_at', sql: 'email_verified_at' },
    { name: 'role', sql: 'role' },
    { name: 'created_at', sql: 'created_at' },
  ],
  defaultOrder: { column: 'created_at', dir: 'desc' },
  searchable: ['email'],
  toRow: (r) => ({ id: r.id, email: r.email, role: r.role, email_verified_at: iso(r.email_verified_at) }),
};

/** Reads of the users read model; never the event store. */
@Injectable()
export class UsersQueries {
  private readonly db: ReadModelDb;
  constructor(@Inject(INFRA) infra: Infrastructure) {
    this.db = infra.database.db as ReadModelDb;
  }

  /** Staff users (admins, warehouse workers); client logins belong to client management. Unconfirmed: invitation not accepted. */
  table(request: UsersListRequest, deleted: boolean): Promise<DataTableResponse<UserRow>> {
    let base = this.db
      .selectFrom('users')
      .select(['id', 'email', 'role', 'email_verified_at', 'created_at'])
      .where('role', 'in', [0, 1])
      .where('deleted_at', deleted ? 'is not' : 'is', null);
    if (request.unconfirmed) base = base.where('email_verified_at', 'is', null);
    return runDataTable(base, request, USERS_TABLE);
  }

  async user(id: string): Promise<UserView> {
    const row = await this.db
      .selectFrom('users')
      .leftJoin('workstations as w', (join) => join.onRef('w.active_user_id', '=', 'users.id').on('w.deleted_at', 'is', null))
      .selectAll('users')
      .select(['w.id as ws_id', 'w.code as ws_code', 'w.workstation_type_id as ws_type_id', 'w.warehouse_id as ws_warehouse_id'])
      .where('users.id', '=', id)
      .executeTakeFirst();
    if (!row) throw new DomainError('user_not_found');
    const workstation =
      row.ws_id === null
        ? null
        : describeWorkstation({ id: row.ws_id, code: row.ws_code!, typeId: row.ws_type_id!, warehouseId: row.ws_warehouse_id! });
    return {
      id: row.id,
      email: row.email,
      role: row.role as Role,
      email_verified_at: iso(row.email_verified_at),
      deleted_at: iso(row.deleted_at),
      workstation,
    };
  }

  /** The workstation a user works at (the warehouse's read model), as login and whoami show it. */
  async workstationOf(userId: string): Promise<UserView['workstation']> {
    const w = await this.db
      .selectFrom('workstations')
      .select(['id', 'code', 'workstation_type_id', 'warehouse_id'])
      .where('active_user_id', '=', userId)
      .where('deleted_at', 'is', null)
      .orderBy('active_since', 'desc')
      .limit(1)
      .executeTakeFirst();
    return w ? describeWorkstation({ id: w.id, code: w.code, typeId: w.workstation_type_id, warehouseId: w.warehouse_id }) : null;
  }

  whoami(user: AuthenticatedUser): WhoamiResponse {
    return {
      id: user.id,
      email: user.email,
      role: user.role,
      workstation: user.workstation ? describeWorkstation(user.workstation) : null,
    };
  }

  async employeesEmails(roles: readonly Role[]): Promise<EmployeeEmail[]> {
    const staffRoles = roles.filter(isStaff);
    if (staffRoles.length === 0) return [];
    const rows = await this.db
      .selectFrom('users')
      .select(['id', 'email', 'role'])
      .where('role', 'in', staffRoles)
      .where('deleted_at', 'is', null)
      .orderBy('email')
      .execute();
    return rows.map((r) => ({ id: r.id, email: r.email, role: r.role as Role }));
  }
}
