import { Inject, Injectable } from '@nestjs/common';
import { DomainError, ROLES } from '@parcel/domain';
import type { ExportTable, ReadModelDb } from '@parcel/read-models';
import type { Selectable } from 'kysely';
import type { Infrastructure } from '../bootstrap/infrastructure.js';
import type { AuthenticatedUser } from '../identity/session-lookup.js';
import { INFRA } from '../shared/tokens.js';

export type ExportRow = Selectable<ExportTable>;

/**
 * Who may read an export: admins every one, anyone else the exports they
 * ordered (a client its own, a worker theirs). Someone else's is not found
 * (404), so its existence is not told.
 */
@Injectable()
export class ExportAccess {
  private readonly db: ReadModelDb;
  constructor(@Inject(INFRA) infra: Infrastructure) {
    this.db = infra.database.db as ReadModelDb;
  }

  async byIdentifier(user: Pick<AuthenticatedUser, 'id' | 'role'>, identifier: string): Promise<ExportRow> {
    const row = await this.db.selectFrom('exports').selectAll().where('identifier', '=', identifier).executeTakeFirst();
    return this.check(user, row);
  }

  async byId(user: Pick<AuthenticatedUser, 'id' | 'role'>, id: number): Promise<ExportRow> {
    const row = await this.db.selectFrom('exports').selectAll().where('id', '=', id).executeTakeFirst();
    return this.check(user, row);
  }

  /** The export a validation error belongs to (export_validation_error_not_found when none may be read). */
  async byValidationError(user: Pick<AuthenticatedUser, 'id' | 'role'>, validationErrorId: number): Promise<ExportRow> {
    const error = await this.db
      .selectFrom('export_validation_errors')
      .select('identifier')
      .where('id', '=', validationErrorId)
      .executeTakeFirst();
    if (!error) throw new DomainError('export_validation_error_not_found');
    try {
      return await this.byIdentifier(user, error.identifier);
    } catch {
      throw new DomainError('export_validation_error_not_found');
    }
  }

  mayRead(user: Pick<AuthenticatedUser, 'id' | 'role'>, row: Pick<ExportRow, 'user_id'>): boolean {
    return user.role === ROLES.admin || row.user_id === user.id;
  }

  private check(user: Pick<AuthenticatedUser, 'id' | 'role'>, row: ExportRow | undefined): ExportRow {
    if (!row || !this.mayRead(user, row)) throw new DomainError('export_not_found');
    return row;
  }
}
