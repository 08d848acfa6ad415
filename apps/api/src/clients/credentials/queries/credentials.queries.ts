import { Inject, Injectable } from '@nestjs/common';
import { COURIERS, CREDENTIAL_TYPES, DomainError } from '@parcel/domain';
import type {
  CourierCredentialRow,
  CourierCredentialView,
  ExternalCredentialRow,
  ExternalCredentialView,
} from '@parcel/contracts';
import type { ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../../../bootstrap/infrastructure.js';
import { assertClient, iso } from '../../../http/read-models.js';
import { SecretCipher } from '../../../shared/cipher.js';
import { INFRA } from '../../../shared/tokens.js';

const courierName = (id: number) => COURIERS.find((c) => c.id === id)?.name ?? String(id);
const typeName = (id: number) => CREDENTIAL_TYPES.find((t) => t.id === id)?.name ?? String(id);

/**
 * Reads of credentials from the 'clients' read model; never the event store.
 * Courier passwords are never answered; lists answer no secret at all.
 */
@Injectable()
export class CredentialsQueries {
  private readonly db: ReadModelDb;
  constructor(
    @Inject(INFRA) private readonly infra: Infrastructure,
    @Inject(SecretCipher) private readonly cipher: SecretCipher,
  ) {
    this.db = infra.database.db as ReadModelDb;
  }

  private courierRows() {
    return this.db
      .selectFrom('courier_credentials as cc')
      .innerJoin('clients as c', 'c.id', 'cc.client_id')
      .select([
        'cc.id',
        'cc.client_id',
        'c.name as client_name',
        'cc.courier_id',
        'cc.type_id',
        'cc.contract_number',
        'cc.comment',
        'cc.main',
        'cc.created_at',
      ]);
  }

  private static toRow(r: {
    id: string;
    client_id: number;
    client_name: string;
    courier_id: number;
    type_id: number;
    contract_number: string;
    comment: string;
    main: boolean;
  }): CourierCredentialRow {
    return {
      id: r.id,
      id_client: r.client_id,
      client_name: r.client_name,
      id_courier: r.courier_id,
      courier_name: courierName(r.courier_id),
      id_type: r.type_id,
      type: typeName(r.type_id),
      contract_number: r.contract_number,
      comment: r.comment,
      main: r.main,
    };
  }

  /** GET client/{id}/credentials (and .../type/{type}): the main one first, then oldest first. */
  async ofClient(clientId: number, typeId?: number): Promise<CourierCredentialRow[]> {
    await assertClient(this.db, clientId);
    let query = this.courierRows().where('cc.client_id', '=', clientId);
    if (typeId !== undefined) query = query.where('cc.type_id', '=', typeId);
    const rows = await query.orderBy('cc.main', 'desc').orderBy('cc.created_at').orderBy('cc.id').execute();
    return rows.map(CredentialsQueries.toRow);
  }

  /** GET credentials: every client's (for choosing one to reuse). */
  async all(): Promise<CourierCredentialRow[]> {
    const rows = await this.courierRows().orderBy('c.name').orderBy('cc.client_id').orderBy('cc.created_at').orderBy('cc.id').execute();
    return rows.map(CredentialsQueries.toRow);
  }

  /** GET credential/{id}: the form's values, without the password. */
  async one(id: string): Promise<CourierCredentialView> {
    const row = await this.db
      .selectFrom('courier_credentials')
      .select([
        'id',
        'client_id',
        'courier_id',
        'type_id',
        'username',
        'contract_number',
        'service',
        'note',
        'comment',
        'main',
        'last_check_passed',
        'last_checked_at',
      ])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw new DomainError('credential_not_found');
    return {
      id: row.id,
      id_client: row.client_id,
      id_courier: row.courier_id,
      id_type: row.type_id,
      username: row.username,
      contract_number: row.contract_number,
      service: row.service,
      note: row.note,
      comment: row.comment,
      main: row.main,
      last_check:
        row.last_checked_at === null || row.last_check_passed === null ? null : { passed: row.last_check_passed, checked_at: iso(row.last_checked_at) },
    };
  }

  /** GET credential/protected/assigns: every client's main credential. */
  async protectedAssigns(): Promise<{ id: string; id_client: number; client_name: string; contract_number: string }[]> {
    const rows = await this.courierRows().where('cc.main', '=', true).orderBy('c.name').orderBy('cc.client_id').execute();
    return rows.map((r) => ({ id: r.id, id_client: r.client_id, client_name: r.client_name, contract_number: r.contract_number }));
  }

  /** GET app/v1/client/{id}/hasDefaultCredentialsId. */
  async mainOf(clientId: number): Promise<{ has_default_credentials: boolean; id: string | null }> {
    await assertClient(this.db, clientId);
    const row = await this.db
      .selectFrom('courier_credentials')
      .select('id')
      .where('client_id', '=', clientId)
      .where('main', '=', true)
      .executeTakeFirst();
    return { has_default_credentials: !!row, id: row?.id ?? null };
  }

  /** GET app/v1/client/{id}/external_api_credentials: no password, no token. */
  async externalOfClient(clientId: number): Promise<ExternalCredentialRow[]> {
    await assertClient(this.db, clientId);
    const rows = await this.db
      .selectFrom('external_api_credentials')
      .select(['id', 'client_id', 'type', 'username', 'ip', 'creator_id', 'created_at'])
      .where('client_id', '=', clientId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ ...r, created_at: iso(r.created_at) }));
  }

  /** GET app/v1/client/{id}/external_api_credentials/{credId}: with the password (admin only), to paste into the marketplace panel. */
  async external(clientId: number, credentialId: string): Promise<ExternalCredentialView> {
    const row = await this.db
      .selectFrom('external_api_credentials')
      .selectAll()
      .where('client_id', '=', clientId)
      .where('id', '=', credentialId)
      .executeTakeFirst();
    if (!row) throw new DomainError('external_credential_not_found');
    return {
      id: row.id,
      client_id: row.client_id,
      type: row.type,
      username: row.username,
      ip: row.ip,
      creator_id: row.creator_id,
      created_at: iso(row.created_at),
      password: row.password_cipher === null ? null : this.cipher.decrypt(row.password_cipher),
      has_token: row.token_cipher !== null,
    };
  }

  serverAddresses(): { addresses: string[] } {
    return { addresses: [...this.infra.config.EXTERNAL_API_SERVER_IPS] };
  }
}
