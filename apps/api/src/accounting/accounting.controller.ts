import { Controller, Get, Inject, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { z } from 'zod';
import { exchangeRateRequest, shipmentNumberParams, type ExchangeRateRequest } from '@parcel/contracts';
import { ROLES } from '@parcel/domain';
import type { CommandContext } from '../cqrs/command-context.js';
import { Context } from '../cqrs/request-context.js';
import { CurrentUser, Roles } from '../http/auth.js';
import { Body, Params } from '../http/validation.js';
import type { AuthenticatedUser } from '../identity/session-lookup.js';
import { ShipmentQueries } from '../shipments/queries/shipment.queries.js';
import { SetExchangeRateCommand } from './exchange-rates/set-exchange-rate.js';
import { ExchangeRateQueries } from './exchange-rates/exchange-rate.queries.js';
import { AccountedAmountsQueries } from './queries/accounted-amounts.queries.js';

/** Accounting (docs/accounting.md): a shipment's accounted amounts and the exchange-rate table; admins only. */
@Controller()
@Roles(ROLES.admin)
export class AccountingController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(ShipmentQueries) private readonly shipments: ShipmentQueries,
    @Inject(AccountedAmountsQueries) private readonly amounts: AccountedAmountsQueries,
    @Inject(ExchangeRateQueries) private readonly rates: ExchangeRateQueries,
  ) {}

  /** The settlement tab (spec/03 §7): accounted_amounts.main and after_service with their currency. */
  @Get('app/v2/shipment/:internalNumber/accounted-amounts')
  async accountedAmounts(
    @Params(shipmentNumberParams) params: z.output<typeof shipmentNumberParams>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    const { row } = await this.shipments.readable(params.internalNumber, user);
    return this.amounts.of(row.id);
  }

  @Get('app/v1/exchange_rate/list')
  exchangeRates() {
    return this.rates.list();
  }

  @Put('app/v1/exchange_rate')
  setExchangeRate(@Body(exchangeRateRequest) body: ExchangeRateRequest, @Context() context: CommandContext) {
    return this.commands.execute(new SetExchangeRateCommand(body, context));
  }
}
