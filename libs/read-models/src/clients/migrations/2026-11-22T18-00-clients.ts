import { sql, type Kysely } from 'kysely';

/** The 'clients' read model: clients, their parameters, price bands, courier and external API credentials. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('clients')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('country', 'integer', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('post_code', 'text', (c) => c.notNull())
    .addColumn('street', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('phone_number_prefix', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('nip', 'text', (c) => c.notNull())
    .addColumn('contact_name', 'text', (c) => c.notNull())
    .addColumn('bank_account_number', 'text', (c) => c.notNull())
    .addColumn('cod_enabled', 'integer', (c) => c.notNull())
    .addColumn('download_ext', 'integer', (c) => c.notNull())
    .addColumn('ext_number', 'integer', (c) => c.notNull())
    .addColumn('shipment_note', 'text', (c) => c.notNull())
    .addColumn('sender_signature', 'text', (c) => c.notNull())
    .addColumn('re_returning_address', 'text', (c) => c.notNull())
    .addColumn('re_broadcasting_facility_address', 'text', (c) => c.notNull())
    .addColumn('allowed_countries', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('has_iai_password', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('sending_blocked', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('emag_name', 'text')
    .addColumn('shipment_count_volume', 'text')
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // The list: active or blocked clients (deleted true/false), newest id first; navigation walks ids.
  await db.schema.createIndex('clients_list_idx').on('clients').columns(['deleted_at', 'id']).execute();
  // client_alias_or_emag_name and the picker search (case-insensitive, on lower()).
  await sql`CREATE INDEX clients_name_search_idx ON clients (lower(name) text_pattern_ops)`.execute(db);
  await sql`CREATE INDEX clients_emag_name_search_idx ON clients (lower(emag_name) text_pattern_ops)`.execute(db);
  await db.schema.createIndex('clients_shipment_count_volume_idx').on('clients').column('shipment_count_volume').execute();
  await db.schema.createIndex('clients_email_idx').on('clients').column('email').execute();

  await db.schema
    .createTable('client_parameters')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'integer', (c) => c.notNull())
    .addColumn('type_id', 'integer', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('hidden_value', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('client_parameters_client_type_key', ['client_id', 'type_id'])
    .execute();

  await db.schema
    .createTable('client_prices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'integer', (c) => c.notNull())
    .addColumn('net_price', 'double precision', (c) => c.notNull())
    .addColumn('vat_percentage', 'double precision', (c) => c.notNull())
    .addColumn('min_weight_value', 'double precision', (c) => c.notNull())
    .addColumn('max_weight_value', 'double precision', (c) => c.notNull())
    .addColumn('service_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('client_prices_client_idx').on('client_prices').columns(['client_id', 'min_weight_value']).execute();

  await db.schema
    .createTable('courier_credentials')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'integer', (c) => c.notNull())
    .addColumn('courier_id', 'integer', (c) => c.notNull())
    .addColumn('type_id', 'integer', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('password_cipher', 'text', (c) => c.notNull())
    .addColumn('contract_number', 'text', (c) => c.notNull())
    .addColumn('service', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull())
    .addColumn('main', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('last_check_passed', 'boolean')
    .addColumn('last_checked_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('courier_credentials_client_idx').on('courier_credentials').column('client_id').execute();
  // "Protected assigns": the main credential of each client.
  await db.schema
    .createIndex('courier_credentials_main_idx')
    .on('courier_credentials')
    .column('client_id')
    .where(sql.ref('main'), '=', true)
    .execute();

  await db.schema
    .createTable('external_api_credentials')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'integer', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('username', 'text')
    .addColumn('password_cipher', 'text')
    .addColumn('token_cipher', 'text')
    .addColumn('ip', 'text')
    .addColumn('creator_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('external_api_credentials_client_idx').on('external_api_credentials').column('client_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['external_api_credentials', 'courier_credentials', 'client_prices', 'client_parameters', 'clients']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
