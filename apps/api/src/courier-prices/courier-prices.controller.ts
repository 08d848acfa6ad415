import { Controller, Get, Inject, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { z } from 'zod';
import { courierPriceParams, courierPricesParams, updateCourierPriceRequest, type UpdateCourierPriceRequest } from '@parcel/contracts';
import { ROLES } from '@parcel/domain';
import type { CommandContext } from '../cqrs/command-context.js';
import { Context } from '../cqrs/request-context.js';
import { Roles } from '../http/auth.js';
import { Body, Params } from '../http/validation.js';
import { ChangeCourierPriceCommand } from './change-courier-price/change-courier-price.js';
import { CourierPricesQueries } from './queries/courier-prices.queries.js';

/** The courier price table (spec/03 §7 "Courier prices"): the /prices screens are the admins'. */
@Controller('courier')
@Roles(ROLES.admin)
export class CourierPricesController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(CourierPricesQueries) private readonly queries: CourierPricesQueries,
  ) {}

  @Get(':courierId/prices')
  list(@Params(courierPricesParams) params: z.output<typeof courierPricesParams>) {
    return this.queries.list(params.courierId);
  }

  @Get(':courierId/prices/:id')
  one(@Params(courierPriceParams) params: z.output<typeof courierPriceParams>) {
    return this.queries.one(params.id);
  }

  @Put('price')
  change(@Body(updateCourierPriceRequest) body: UpdateCourierPriceRequest, @Context() context: CommandContext) {
    const { id, ...terms } = body;
    return this.commands.execute(new ChangeCourierPriceCommand(id, terms, context));
  }
}
