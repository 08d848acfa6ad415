import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/**
 * The address database: public reference data imported from the registers
 * shipped in apps/api/assets/address (not projected from events), see
 * docs/addresses.md. Ids: Romania the SIRUTA code; Hungary, Bulgaria, Czech
 * Republic, Slovakia 3/4/10/11 million + the line of the GeoNames file.
 */
export interface AddressLocalityTable {
  id: number;
  country_id: number;
  /** For display (comma-below letters, title case; Bulgarian 'Latin / Кирилица'). */
  name: string;
  /** Lower case, no diacritics. */
  name_plain: string;
  /** The words of the name, plain, one space apart: what searches match (see searchKey in libs/domain). */
  search_key: string;
  county: string | null;
  municipality: string | null;
  postal_code: string | null;
  /** The postal code without spaces and dashes. */
  postal_key: string | null;
}

/** Romanian streets (Infocod), id = the Infocod row id. */
export interface AddressStreetTable {
  id: number;
  locality_id: number;
  type: string;
  name: string;
  name_plain: string;
  search_key: string;
  postal_code: string;
}

/** One row per data version imported (the marker an API start looks for). */
export interface AddressImportTable {
  version: string;
  localities: number;
  streets: number;
  imported_at: Timestamp;
}

export interface AddressesTables {
  address_localities: AddressLocalityTable;
  address_streets: AddressStreetTable;
  address_imports: AddressImportTable;
}
