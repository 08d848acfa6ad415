import { Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { townAutocompleteRequest, type TownAutocompleteRequest } from '@parcel/contracts';
import { Public } from '../http/auth.js';
import { Body } from '../http/validation.js';
import { AddressSearch } from './queries/address-search.js';
import { TownSearchThrottle } from './town-search-throttle.js';

/** The public postal-code finder's search (spec/02 /find-my-postal-code, spec/03 §7 "Public"): Romania only, no login, rate-limited. */
@Controller('app/v1/public/address/database/RO/town')
@Public()
export class PublicAddressController {
  constructor(@Inject(AddressSearch) private readonly search: AddressSearch) {}

  @Post('autocomplete')
  @HttpCode(200)
  @UseGuards(TownSearchThrottle)
  autocomplete(@Body(townAutocompleteRequest) body: TownAutocompleteRequest) {
    return this.search.towns(body.searchText);
  }
}
