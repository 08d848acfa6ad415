import type { ApiArea } from '../platform/area.js';
import { ADDRESSES_ERRORS } from './addresses.errors.js';
import { AddressesModule } from './addresses.module.js';

export { AddressBook } from './address-book.js';
export { AddressesModule } from './addresses.module.js';

export const addressesArea: ApiArea = {
  name: 'addresses',
  module: AddressesModule,
  errors: ADDRESSES_ERRORS,
};
