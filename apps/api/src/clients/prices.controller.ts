import { Controller, Delete, Get, Inject, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { z } from 'zod';
import { clientIdParams, createPriceRequest, priceIdRequest, updatePriceRequest } from '@parcel/contracts';
import { ROLES } from '@parcel/domain';
import type { CommandContext } from '../cqrs/command-context.js';
import { Context } from '../cqrs/request-context.js';
import { Roles } from '../http/auth.js';
import { Body, Params } from '../http/validation.js';
import { AddPriceBandCommand } from './add-price-band/add-price-band.js';
import { ChangePriceBandCommand } from './change-price-band/change-price-band.js';
import { RemovePriceBandCommand } from './remove-price-band/remove-price-band.js';
import { ClientSettingsQueries } from './queries/settings.queries.js';

type CreatePrice = z.output<typeof createPriceRequest>;

const bandOf = (body: CreatePrice) => ({
  net_price: body.net_price,
  vat_percentage: body.vat_percentage,
  min_weight_value: body.min_weight_value,
  max_weight_value: body.max_weight_value,
  service_id: body.service_id,
});

/** A client's price bands (spec/01 §7 "Clients": client prices). Admin only. */
@Controller()
@Roles(ROLES.admin)
export class PricesController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(ClientSettingsQueries) private readonly queries: ClientSettingsQueries,
  ) {}

  @Get('client/prices/:id')
  list(@Params(clientIdParams) params: z.output<typeof clientIdParams>) {
    return this.queries.prices(params.id);
  }

  @Get('price/:id')
  get(@Params(priceIdRequest) params: z.output<typeof priceIdRequest>) {
    return this.queries.price(params.id);
  }

  @Post('client/prices')
  add(@Body(createPriceRequest) body: CreatePrice, @Context() context: CommandContext) {
    return this.commands.execute(new AddPriceBandCommand(body.id_client, bandOf(body), context));
  }

  @Put('client/prices')
  change(@Body(updatePriceRequest) body: z.output<typeof updatePriceRequest>, @Context() context: CommandContext) {
    return this.commands.execute(new ChangePriceBandCommand(body.id_client, body.id, bandOf(body), context));
  }

  @Delete('client/prices')
  remove(@Body(priceIdRequest) body: z.output<typeof priceIdRequest>, @Context() context: CommandContext) {
    return this.commands.execute(new RemovePriceBandCommand(body.id, context));
  }
}
