import { Module } from '@nestjs/common';
import { AddressBook } from './address-book.js';
import { AddressDatabaseController } from './address-database.controller.js';
import { AddressImportOnStart } from './import/address-import-on-start.js';
import { PublicAddressController } from './public-address.controller.js';
import { AddressSearch } from './queries/address-search.js';
import { TownSearchThrottle } from './town-search-throttle.js';

/**
 * The address database (docs/addresses.md): localities of Romania, Hungary,
 * Bulgaria, Czech Republic and Slovakia, Romanian streets, imported from the
 * shipped registers at start; searched by the shipment form and the public
 * postal-code finder; AddressBook for other areas.
 */
@Module({
  controllers: [AddressDatabaseController, PublicAddressController],
  providers: [AddressBook, AddressSearch, TownSearchThrottle, AddressImportOnStart],
  exports: [AddressBook],
})
export class AddressesModule {}
