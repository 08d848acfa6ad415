import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { ADDRESS_SEARCH_LIMIT, type LocalityResult, type LocalitySearchQuery, type StreetResult, type TownResult } from '@parcel/contracts';
import { DomainError, ROMANIA_ID, postalKey, searchKey, streetSearchTerm } from '@parcel/domain';
import type { AddressLocalityTable, ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../../bootstrap/infrastructure.js';
import { INFRA } from '../../shared/tokens.js';

/** LIKE patterns from text that may hold wildcards (search keys hold none; postal keys neither; escaped all the same). */
const escapeLike = (text: string): string => text.replace(/[\\%_]/g, '\\$&');

type Found = Pick<AddressLocalityTable, 'id' | 'name' | 'county' | 'municipality' | 'postal_code'>;

const localityResult = (row: Found): LocalityResult => ({
  id: row.id,
  name: row.name,
  voivodeship: row.county,
  municipality: row.municipality,
  main_postal_code: row.postal_code,
});

/**
 * Searches of the address database. Names match by their search key (plain
 * words, see searchKey), so 'brasov', 'Brașov' and 'BRAŞOV' are one term:
 * names that start with the term first, then names with a word that starts
 * with it, then names that merely contain it; within each, by plain name
 * (a name that is the whole term before longer ones).
 */
@Injectable()
export class AddressSearch {
  private readonly db: ReadModelDb;

  constructor(@Inject(INFRA) infra: Infrastructure) {
    this.db = infra.database.db as ReadModelDb;
  }

  /** GET app/v2/address_database/locality/search: by name, by postal code, or both. */
  async localities(search: LocalitySearchQuery): Promise<LocalityResult[]> {
    const words = search.query === undefined ? '' : searchKey(search.query);
    if (search.postal_code !== undefined)
      return (await this.byPostalCode(search.country_id, postalKey(search.postal_code), words)).map(localityResult);
    return (await this.byName(search.country_id, words)).map(localityResult);
  }

  /** POST app/v1/public/address/database/RO/town/autocomplete: Romanian towns by name, or by the start of a postal code. */
  async towns(searchText: string): Promise<TownResult[]> {
    const code = postalKey(searchText);
    const found = /^\d+$/.test(code) ? await this.byPostalCode(ROMANIA_ID, code, '') : await this.byName(ROMANIA_ID, searchKey(searchText));
    return found.map((row) => ({ name: row.name, voivodeship: row.county, municipality: row.municipality, postal_code: row.postal_code }));
  }

  /**
   * GET app/v2/address_database/locality/{id}/street/search: the locality's
   * streets by name (404 for no such locality). A street type typed in front
   * ('Calea Victoriei') is not part of Infocod's names: it only puts streets of
   * that type first among equally good matches.
   */
  async streets(localityId: number, query: string): Promise<StreetResult[]> {
    const locality = await this.db.selectFrom('address_localities').select('id').where('id', '=', localityId).executeTakeFirst();
    if (!locality) throw new DomainError('locality_not_found');
    const { key, type } = streetSearchTerm(query);
    if (key === '') return [];
    const term = escapeLike(key);
    return this.db
      .selectFrom('address_streets')
      .select(['type', 'name', 'postal_code'])
      .where('locality_id', '=', localityId)
      .where('search_key', 'like', `%${term}%`)
      .orderBy(sql`CASE WHEN search_key LIKE ${`${term}%`} THEN 0 WHEN search_key LIKE ${`% ${term}%`} THEN 1 ELSE 2 END`)
      .orderBy(sql`type = ${type ?? ''}`, 'desc')
      .orderBy('name_plain')
      .orderBy('id')
      .limit(ADDRESS_SEARCH_LIMIT)
      .execute();
  }

  /**
   * Names starting with the term (the prefix index) come first; only when they
   * are fewer than the limit are the other names containing it (the trigram
   * index) read and ranked: word starts before mere substrings.
   */
  private async byName(countryId: number, words: string): Promise<Found[]> {
    if (words === '') return [];
    const term = escapeLike(words);
    const columns = ['id', 'name', 'county', 'municipality', 'postal_code'] as const;
    const starting = await this.db
      .selectFrom('address_localities')
      .select(columns)
      .where('country_id', '=', countryId)
      .where('search_key', 'like', `${term}%`)
      .orderBy(sql`search_key = ${words}`, 'desc')
      .orderBy('name_plain')
      .orderBy('id')
      .limit(ADDRESS_SEARCH_LIMIT)
      .execute();
    if (starting.length === ADDRESS_SEARCH_LIMIT) return starting;
    const containing = await this.db
      .selectFrom('address_localities')
      .select(columns)
      .where('country_id', '=', countryId)
      .where('search_key', 'like', `%${term}%`)
      .where('search_key', 'not like', `${term}%`)
      .orderBy(sql`CASE WHEN search_key LIKE ${`% ${term}%`} THEN 0 ELSE 1 END`)
      .orderBy('name_plain')
      .orderBy('id')
      .limit(ADDRESS_SEARCH_LIMIT - starting.length)
      .execute();
    return [...starting, ...containing];
  }

  /**
   * Localities whose main postal code is the code or starts with it, and
   * localities with a street of exactly that code (a Romanian city's street
   * codes differ from its main code); the exact main code first, then the
   * street's locality, then longer codes; within each, names starting with
   * the term (if any) first, then by name.
   */
  private async byPostalCode(countryId: number, code: string, words: string): Promise<Found[]> {
    if (code === '') return [];
    let query = this.db
      .selectFrom('address_localities')
      .select(['id', 'name', 'county', 'municipality', 'postal_code'])
      .where('country_id', '=', countryId)
      .where((eb) =>
        eb.or([
          eb('postal_key', 'like', `${escapeLike(code)}%`),
          eb('id', 'in', eb.selectFrom('address_streets').select('locality_id').where('postal_code', '=', code)),
        ]),
      );
    if (words !== '') query = query.where('search_key', 'like', `%${escapeLike(words)}%`);
    return query
      .orderBy(sql`CASE WHEN postal_key = ${code} THEN 0 WHEN postal_key LIKE ${`${escapeLike(code)}%`} THEN 2 ELSE 1 END`)
      .orderBy(sql`search_key LIKE ${`${escapeLike(words)}%`}`, 'desc')
      .orderBy('name_plain')
      .orderBy('id')
      .limit(ADDRESS_SEARCH_LIMIT)
      .execute();
  }
}
