import { Controller, Get } from '@nestjs/common';
import { PRICE_LIST_CURRENCIES } from '@parcel/contracts';
import { PRICE_LIST_COURIERS, ROLES } from '@parcel/domain';
import { Roles } from '../http/auth.js';

/** The selects of the price-list form (spec/03 §7): the last-mile couriers of cost lists and the lists' currencies. */
@Controller('app/v1')
@Roles(ROLES.admin)
export class PricingCataloguesController {
  @Get('courier/list')
  couriers() {
    return PRICE_LIST_COURIERS.map(({ id, name }) => ({ id, name }));
  }

  @Get('currency')
  currencies() {
    return [...PRICE_LIST_CURRENCIES];
  }
}
