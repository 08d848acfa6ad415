import { sql, type Kysely } from 'kysely';

/** The listing read model (listing.tables.ts): every filter has an index ending in the list's order (created_at desc, id desc). */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE listing_clients (id integer PRIMARY KEY, name text NOT NULL)`.execute(db);
  await sql`CREATE TABLE listing_status_types (id integer PRIMARY KEY, name text NOT NULL, group_id integer)`.execute(db);
  await sql`CREATE TABLE listing_status_rows (
    row_id bigint PRIMARY KEY, parcel_id integer NOT NULL, status_type_id integer NOT NULL, "when" timestamptz NOT NULL)`.execute(db);
  await sql`CREATE INDEX listing_status_rows_parcel_idx ON listing_status_rows (parcel_id)`.execute(db);
  await sql`CREATE TABLE listing_counts (
    list_type text NOT NULL, deleted boolean NOT NULL, client_id integer NOT NULL, country_id integer NOT NULL,
    courier_id integer NOT NULL, status_group_id integer NOT NULL, locker boolean NOT NULL, cash_on_delivery boolean NOT NULL,
    processable boolean NOT NULL, count integer NOT NULL,
    PRIMARY KEY (list_type, deleted, client_id, country_id, courier_id, status_group_id, locker, cash_on_delivery, processable))
    WITH (fillfactor = 50)`.execute(db);
  await sql`CREATE TABLE listing_parcels (
    id integer PRIMARY KEY,
    shipment_id integer NOT NULL,
    internal_number text NOT NULL,
    shipment_number text NOT NULL,
    client_id integer NOT NULL,
    client_name text NOT NULL,
    status_id integer,
    status_name text,
    status_group_id integer,
    status_at timestamptz,
    status_row_id bigint,
    recipient_name text NOT NULL,
    destination_city text,
    source_city text,
    return_parcel boolean NOT NULL,
    country_id integer NOT NULL,
    sender_country_id integer,
    recipient_country_id integer,
    courier_id integer NOT NULL,
    id_in_courier integer,
    id_out_courier integer,
    out_number text,
    in_number text,
    buffer_number text,
    return_number text,
    declared_content text,
    cash_on_delivery boolean NOT NULL,
    cash_on_delivery_value float8,
    currency text,
    locker boolean NOT NULL,
    deleted boolean NOT NULL,
    processable boolean NOT NULL,
    problem_rules text[] NOT NULL,
    problematic_sector_id integer,
    error_message text,
    created_at timestamptz NOT NULL)`.execute(db);
  await sql`CREATE TABLE listing_shipments (
    id integer PRIMARY KEY,
    internal_waybill text NOT NULL,
    client_id integer NOT NULL,
    client_name text NOT NULL,
    status_id integer,
    status_group_id integer,
    recipient_name text NOT NULL,
    recipient_locality_name text,
    sender_locality_name text,
    out_waybill text,
    in_waybill text,
    declared_content text,
    cash_on_delivery boolean NOT NULL,
    cash_on_delivery_value float8,
    currency text,
    type text NOT NULL,
    country_id integer NOT NULL,
    sender_country_id integer,
    recipient_country_id integer,
    courier_id integer NOT NULL,
    locker boolean NOT NULL,
    deleted boolean NOT NULL,
    processable boolean NOT NULL,
    problem_rules text[] NOT NULL,
    error_message text,
    created_at timestamptz NOT NULL)`.execute(db);

  const order = 'created_at DESC, id DESC';
  // Filters shared by both lists: (filter, deleted, order) serves the page and the count from the index. Courier, locker,
  // cod and processable have none: their counts are sums of listing_counts, and a page of them finds its 25 rows early in
  // the order index (courier follows the country; the rare side of processable has a partial index).
  for (const table of ['listing_parcels', 'listing_shipments']) {
    const idx = (name: string, columns: string, where = '') =>
      sql.raw(`CREATE INDEX ${table}_${name}_idx ON ${table} (${columns})${where ? ` WHERE ${where}` : ''}`).execute(db);
    await idx('order', `deleted, ${order}`);
    await idx('client', `client_id, deleted, ${order}`);
    await idx('status', `status_id, deleted, ${order}`);
    await idx('status_group', `status_group_id, deleted, ${order}`);
    await idx('country', `country_id, deleted, ${order}`);
    await idx('problem', `deleted, ${order}`, 'cardinality(problem_rules) > 0');
  }
  await sql`CREATE INDEX listing_parcels_unprocessable_idx ON listing_parcels (deleted, created_at DESC, id DESC) WHERE NOT processable`.execute(
    db,
  );
  await sql`CREATE INDEX listing_parcels_sector_idx ON listing_parcels (problematic_sector_id, deleted, created_at DESC, id DESC)
    WHERE problematic_sector_id IS NOT NULL`.execute(db);
  // Number lookups are exact matches.
  await sql`CREATE INDEX listing_parcels_shipment_idx ON listing_parcels (shipment_id)`.execute(db);
  await sql`CREATE UNIQUE INDEX listing_parcels_number_idx ON listing_parcels (internal_number)`.execute(db);
  for (const column of ['out_number', 'in_number', 'buffer_number', 'return_number'])
    await sql.raw(`CREATE INDEX listing_parcels_${column}_idx ON listing_parcels (${column}) WHERE ${column} IS NOT NULL`).execute(db);
  await sql`CREATE UNIQUE INDEX listing_shipments_number_idx ON listing_shipments (internal_waybill)`.execute(db);
  await sql`CREATE INDEX listing_shipments_out_waybill_idx ON listing_shipments (out_waybill) WHERE out_waybill IS NOT NULL`.execute(db);
  await sql`CREATE INDEX listing_shipments_in_waybill_idx ON listing_shipments (in_waybill) WHERE in_waybill IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'listing_shipments',
    'listing_parcels',
    'listing_counts',
    'listing_status_rows',
    'listing_status_types',
    'listing_clients',
  ])
    await db.schema.dropTable(table).ifExists().execute();
}
