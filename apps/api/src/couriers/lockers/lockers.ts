import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { LOCKER_SEARCH_LIMIT, type LockerSearchQuery, type LockerView } from '@parcel/contracts';
import type { ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../../bootstrap/infrastructure.js';
import { INFRA } from '../../shared/tokens.js';
import { fold } from '../sandbox/address-files.js';

/** A locker as other areas need it (the shipments area validates locker_id with it). */
export interface LockerRecord {
  readonly id: string;
  readonly courier: 'sameday' | 'cargus';
  readonly country_id: number;
  readonly locality_id: number | null;
  readonly locality_name: string;
  readonly name: string;
  readonly address: string;
  readonly postal_code: string;
  readonly active: boolean;
}

/** A row of the IdoSell pickup-point file. */
export interface LockerExportRow {
  readonly id: string;
  readonly courier: 'sameday' | 'cargus';
  readonly name: string;
  readonly address: string;
  readonly postal_code: string;
  readonly locality_name: string;
  readonly county: string | null;
  readonly lat: number | null;
  readonly lng: number | null;
  readonly supported_payment: boolean;
}

const EXPORT_PAGE = 1_000;

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The lockers read model (written by the lockers sync). */
@Injectable()
export class Lockers {
  private readonly db: ReadModelDb;

  constructor(@Inject(INFRA) infra: Infrastructure) {
    this.db = infra.database.db as ReadModelDb;
  }

  /** One locker by our id ('SD-...', 'CG-...'), active or not; null when unknown. */
  async byId(id: string): Promise<LockerRecord | null> {
    const row = await this.db
      .selectFrom('lockers')
      .select(['id', 'courier', 'country_id', 'locality_id', 'locality_name', 'name', 'address', 'postal_code', 'active'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row ?? null;
  }

  /** Active lockers of a country (and locality), whose name, address, locality or postal code contains the query; by name, at most 50. */
  async search(query: LockerSearchQuery): Promise<LockerView[]> {
    let select = this.db
      .selectFrom('lockers')
      .select(['id', 'name', 'address', 'postal_code', 'locality_id', 'locality_name', 'courier'])
      .where(sql<boolean>`active`)
      .where('country_id', '=', query.country_id);
    if (query.locality_id !== undefined) select = select.where('locality_id', '=', query.locality_id);
    if (query.query !== undefined) select = select.where(sql<boolean>`search_text LIKE ${`%${likeEscaped(fold(query.query))}%`}`);
    return select.orderBy('name').orderBy('id').limit(LOCKER_SEARCH_LIMIT).execute();
  }

  /** Every active locker of a country, by id, a page at a time (the file is streamed). */
  async *exportRows(countryId: number): AsyncGenerator<LockerExportRow[]> {
    let after = '';
    for (;;) {
      const rows = await this.db
        .selectFrom('lockers')
        .select(['id', 'courier', 'name', 'address', 'postal_code', 'locality_name', 'county', 'lat', 'lng', 'supported_payment'])
        .where(sql<boolean>`active`)
        .where('country_id', '=', countryId)
        .where('id', '>', after)
        .orderBy('id')
        .limit(EXPORT_PAGE)
        .execute();
      if (rows.length === 0) return;
      yield rows;
      after = rows[rows.length - 1]!.id;
      if (rows.length < EXPORT_PAGE) return;
    }
  }
}
