import { sql, type Kysely } from 'kysely';

const SCHEMA_LOCK = 'sandbox_idosell_schema';

/**
 * THE SANDBOX IdoSell's own tables (standing for the shops' databases at
 * IdoSell, not ours), made on first use in the configured database (CREATE
 * ... IF NOT EXISTS under an advisory lock: two replicas starting together
 * make them once). Every API replica talks to one "IdoSell", and a restart
 * forgets nothing: import-once can be tested across replicas and crashes.
 */
export async function createSandboxIdoSellTables(db: Kysely<any>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${SCHEMA_LOCK}))`.execute(trx);
    await sql`CREATE TABLE IF NOT EXISTS sandbox_idosell_shops (
      domain text PRIMARY KEY,
      outage boolean NOT NULL DEFAULT false,
      delay_ms integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(trx);
    await sql`CREATE TABLE IF NOT EXISTS sandbox_idosell_orders (
      domain text NOT NULL,
      serial integer NOT NULL,
      status text NOT NULL,
      body jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (domain, serial)
    )`.execute(trx);
    await sql`CREATE TABLE IF NOT EXISTS sandbox_idosell_packages (
      domain text NOT NULL,
      serial integer NOT NULL,
      courier_id integer NOT NULL,
      package_number text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (domain, serial, package_number)
    )`.execute(trx);
  });
}

export interface SandboxShopRow {
  domain: string;
  outage: boolean;
  delay_ms: number;
}

export interface SandboxPackageRow {
  serial: number;
  courier_id: number;
  package_number: string;
}

/** The sandbox's shops, their orders and the packages written to them. */
export class SandboxIdoSellStore {
  private ready: Promise<void> | undefined;

  constructor(private readonly db: Kysely<any>) {}

  private tables(): Promise<void> {
    this.ready ??= createSandboxIdoSellTables(this.db).catch((error: unknown) => {
      this.ready = undefined;
      throw error;
    });
    return this.ready;
  }

  /** The shop of a domain, made on its first call (true when made now). */
  async ensureShop(domain: string): Promise<{ shop: SandboxShopRow; created: boolean }> {
    await this.tables();
    const inserted = await sql<SandboxShopRow>`
      INSERT INTO sandbox_idosell_shops (domain) VALUES (${domain}) ON CONFLICT (domain) DO NOTHING
      RETURNING domain, outage, delay_ms`.execute(this.db);
    if (inserted.rows[0]) return { shop: inserted.rows[0], created: true };
    const { rows } = await sql<SandboxShopRow>`SELECT domain, outage, delay_ms FROM sandbox_idosell_shops WHERE domain = ${domain}`.execute(
      this.db,
    );
    return { shop: rows[0]!, created: false };
  }

  /** Switches a shop's outage (every call answers 503) and its extra answer time, for tests and demos. */
  async setShop(domain: string, change: { outage?: boolean; delayMs?: number }): Promise<void> {
    await this.ensureShop(domain);
    if (change.outage !== undefined)
      await sql`UPDATE sandbox_idosell_shops SET outage = ${change.outage} WHERE domain = ${domain}`.execute(this.db);
    if (change.delayMs !== undefined)
      await sql`UPDATE sandbox_idosell_shops SET delay_ms = ${change.delayMs} WHERE domain = ${domain}`.execute(this.db);
  }

  /** Puts (or replaces) an order as IdoSell keeps it: the search answer's Results item. */
  async putOrder(domain: string, body: { orderSerialNumber: number; orderDetails: { orderStatus: string } }): Promise<void> {
    await this.ensureShop(domain);
    await sql`
      INSERT INTO sandbox_idosell_orders (domain, serial, status, body) VALUES
        (${domain}, ${body.orderSerialNumber}, ${body.orderDetails.orderStatus}, ${JSON.stringify(body)}::jsonb)
      ON CONFLICT (domain, serial) DO UPDATE SET status = EXCLUDED.status, body = EXCLUDED.body`.execute(this.db);
  }

  /** One page of a shop's orders in these statuses, by serial number, and how many there are. */
  async searchOrders(
    domain: string,
    statuses: readonly string[],
    page: number,
    limit: number,
  ): Promise<{ rows: unknown[]; total: number }> {
    await this.tables();
    if (statuses.length === 0) return { rows: [], total: 0 };
    const list = sql.join(statuses.map((s) => sql`${s}`));
    const counted = await sql<{ total: number }>`
      SELECT count(*)::int AS total FROM sandbox_idosell_orders WHERE domain = ${domain} AND status IN (${list})`.execute(this.db);
    const { rows } = await sql<{ body: unknown }>`
      SELECT body FROM sandbox_idosell_orders WHERE domain = ${domain} AND status IN (${list})
      ORDER BY serial LIMIT ${limit} OFFSET ${page * limit}`.execute(this.db);
    return { rows: rows.map((r) => (typeof r.body === 'string' ? JSON.parse(r.body) : r.body)), total: counted.rows[0]?.total ?? 0 };
  }

  async hasOrder(domain: string, serial: number): Promise<boolean> {
    await this.tables();
    const { rows } = await sql`SELECT 1 FROM sandbox_idosell_orders WHERE domain = ${domain} AND serial = ${serial}`.execute(this.db);
    return rows.length > 0;
  }

  /** Keeps a package of an order; the same number for the same order again changes nothing. */
  async addPackage(domain: string, serial: number, courierId: number, packageNumber: string): Promise<void> {
    await this.tables();
    await sql`
      INSERT INTO sandbox_idosell_packages (domain, serial, courier_id, package_number)
      VALUES (${domain}, ${serial}, ${courierId}, ${packageNumber}) ON CONFLICT DO NOTHING`.execute(this.db);
  }

  /** The packages written to a shop's orders (for tests and demos), by order and time. */
  async packagesOf(domain: string): Promise<SandboxPackageRow[]> {
    await this.tables();
    const { rows } = await sql<SandboxPackageRow>`
      SELECT serial, courier_id, package_number FROM sandbox_idosell_packages WHERE domain = ${domain}
      ORDER BY serial, created_at`.execute(this.db);
    return rows.map((r) => ({ ...r, serial: Number(r.serial), courier_id: Number(r.courier_id) }));
  }
}
