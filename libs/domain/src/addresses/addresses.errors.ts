/** Error codes of the address database (localities, streets, the public postal-code finder). */
export const ADDRESSES_ERROR_CODES = ['locality_not_found', 'too_many_searches'] as const;
export type AddressesErrorCode = (typeof ADDRESSES_ERROR_CODES)[number];
