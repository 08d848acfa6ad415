import { Inject, Injectable } from '@nestjs/common';
import { postalKey, searchKey, type AddressLocality } from '@parcel/domain';
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

  /**
   * The locality of an address as a shop writes it (a town and a postal code,
   * any spelling: 'Cluj Napoca', 'CLUJ-NAPOCA', '400 335'), for an imported
   * order (docs/shops.md): of the country's localities of that name, the one
   * whose main postal code, or one of whose streets' codes, is the code; else
   * the only one of that name; else the only one whose main code is the code.
   * undefined when nothing fits, or when name and code leave several.
   */
  async findByAddress(countryId: number, name: string, postalCode: string): Promise<AddressLocality | undefined> {
    const key = searchKey(name);
    const code = postalKey(postalCode);
    const localities = () => this.db.selectFrom('address_localities').select(COLUMNS).where('country_id', '=', countryId);
    if (key && code) {
      const byMain = await localities().where('search_key', '=', key).where('postal_key', '=', code).orderBy('id').limit(2).execute();
      if (byMain.length === 1) return byMain[0];
      const byStreet = await localities()
        .where('search_key', '=', key)
        .where('id', 'in', (eb) => eb.selectFrom('address_streets').select('locality_id').where('postal_code', '=', code))
        .limit(2)
        .execute();
      if (byStreet.length === 1) return byStreet[0];
    }
    const named = key ? await localities().where('search_key', '=', key).limit(2).execute() : [];
    if (named.length === 1) return named[0];
    if (named.length > 1 || !code) return undefined;
    const coded = await localities().where('postal_key', '=', code).limit(2).execute();
    return coded.length === 1 ? coded[0] : undefined;
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
