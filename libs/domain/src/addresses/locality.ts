/** The countries with address data (spec/03 §9 ids) and where their locality ids start. */
export const ADDRESS_COUNTRIES = {
  RO: { countryId: 1, idOffset: 0 },
  HU: { countryId: 3, idOffset: 3_000_000 },
  BG: { countryId: 4, idOffset: 4_000_000 },
  CZ: { countryId: 10, idOffset: 10_000_000 },
  SK: { countryId: 11, idOffset: 11_000_000 },
} as const;
export type AddressCountryCode = keyof typeof ADDRESS_COUNTRIES;
export const GEONAMES_COUNTRIES = ['HU', 'BG', 'CZ', 'SK'] as const satisfies readonly AddressCountryCode[];
export const ROMANIA_ID = ADDRESS_COUNTRIES.RO.countryId;

/**
 * One locality of the address database. Ids: Romania the SIRUTA code; the
 * GeoNames countries their offset plus the line number in the country's file.
 */
export interface AddressLocality {
  readonly id: number;
  readonly country_id: number;
  /** For display: comma-below letters, title case; Bulgarian Latin first ('Ajtos / Айтос'). */
  readonly name: string;
  /** The county (județ; admin1 of GeoNames). */
  readonly county: string | null;
  /** Romania: the municipality, town or commune; GeoNames: admin2 (district, okres, obshtina). */
  readonly municipality: string | null;
  /** The locality's main postal code, as the register writes it (Romania 6 digits). */
  readonly postal_code: string | null;
}

/** One street of a Romanian locality (Infocod): a name may carry its house-number or block range. */
export interface AddressStreet {
  /** The Infocod row id. */
  readonly id: number;
  readonly locality_id: number;
  /** Strada, Bulevard, Alee, Intrare, Cale, ... as Infocod writes it. */
  readonly type: string;
  readonly name: string;
  readonly postal_code: string;
}
