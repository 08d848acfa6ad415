import { Inject, Injectable } from '@nestjs/common';
import type { AddressLocality } from '@parcel/domain';
import type { ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../bootstrap/infrastructure.js';
import { INFRA } from '../shared/tokens.js';

const COLUMNS = ['id', 'country_id', 'name', 'county', 'municipality', 'postal_code'] as const;

/**
 * The address database for other areas (exported by AddressesModule): a
 * shipment's address.locality_id is checked with it (it exists, and its
 * country_id is the party's country). Ids are those of docs/addresses.md.
 *
 * The data is imported on API start; startTestApi skips that import unless a
 * test asks for it with env ADDRESS_IMPORT: 'true'.
 */
@Injectable()
export class AddressBook {
  private readonly db: ReadModelDb;

  constructor(@Inject(INFRA) infra: Infrastructure) {
    this.db = infra.database.db as ReadModelDb;
  }

  /** The locality, or undefined when no locality has this id. */
  async locality(id: number): Promise<AddressLocality | undefined> {
    return this.db.selectFrom('address_localities').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  }

  /** The localities of these ids that exist, in the order of the ids (each once); unknown ids are left out. */
  async localities(ids: readonly number[]): Promise<AddressLocality[]> {
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) return [];
    const rows = await this.db.selectFrom('address_localities').select(COLUMNS).where('id', 'in', wanted).execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    return wanted.flatMap((id) => byId.get(id) ?? []);
  }
}
