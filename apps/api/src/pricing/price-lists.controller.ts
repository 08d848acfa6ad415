import { Controller, Delete, Get, HttpCode, Inject, Patch, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { z } from 'zod';
import {
  createPriceListRequest,
  currentActiveDefaultParams,
  currentActiveDefaultQuery,
  priceListCheckParams,
  priceListClientParams,
  priceListIdRequest,
  priceListListRequest,
  priceListParams,
  priceListTypeParams,
  updatePriceListRequest,
  type DataTableRequest,
  type PriceListBody,
  type UpdatePriceListRequest,
} from '@parcel/contracts';
import { ROLES } from '@parcel/domain';
import type { CommandContext } from '../cqrs/command-context.js';
import { Context } from '../cqrs/request-context.js';
import { Roles } from '../http/auth.js';
import { Body, Params, Query } from '../http/validation.js';
import { ChangePriceListCommand } from './change-price-list/change-price-list.js';
import { CreatePriceListCommand } from './create-price-list/create-price-list.js';
import { DeactivatePriceListCommand } from './deactivate-price-list/deactivate-price-list.js';
import { DeletePriceListCommand } from './delete-price-list/delete-price-list.js';
import { PriceListsQueries } from './queries/price-lists.queries.js';

type TypeParams = z.output<typeof priceListTypeParams>;
type IdRequest = z.output<typeof priceListIdRequest>;

/**
 * Operational price lists (spec/03 §7 "Operational price lists"; the routes in
 * libs/contracts/src/http/pricing.ts): admins only, like their screens.
 */
@Controller('app/v1/operational_price_list')
@Roles(ROLES.admin)
export class PriceListsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(PriceListsQueries) private readonly queries: PriceListsQueries,
  ) {}

  /** The spec's "/{id}/special_associations": the id is the list's type. */
  @Get(':type/special_associations')
  specialAssociations(@Params(priceListTypeParams) _params: TypeParams) {
    return this.queries.specialAssociations();
  }

  @Get(':type/current_active')
  currentActive(@Params(priceListTypeParams) params: TypeParams) {
    return this.queries.currentActive(params.type);
  }

  @Get(':type/current_active/:special_association')
  currentActiveDefault(
    @Params(currentActiveDefaultParams) params: z.output<typeof currentActiveDefaultParams>,
    @Query(currentActiveDefaultQuery) query: z.output<typeof currentActiveDefaultQuery>,
  ) {
    return this.queries.currentActiveDefault(params.type, params.special_association, {
      countryId: query.id_country,
      courierId: query.id_courier,
    });
  }

  @Get(':type/one/:id')
  one(@Params(priceListParams) params: z.output<typeof priceListParams>) {
    return this.queries.one(params.type, params.id);
  }

  @Get(':type/check/:id')
  check(@Params(priceListCheckParams) params: z.output<typeof priceListCheckParams>) {
    return this.queries.check(params.type, params.id);
  }

  @Post(':type/list/:clientId')
  @HttpCode(200)
  list(@Params(priceListClientParams) params: z.output<typeof priceListClientParams>, @Body(priceListListRequest) body: DataTableRequest) {
    return this.queries.list(params.type, params.clientId, body);
  }

  /** 201 {id, message: 'Utworzono pomyślnie!'}. */
  @Post(':type')
  create(
    @Params(priceListTypeParams) params: TypeParams,
    @Body(createPriceListRequest) body: PriceListBody,
    @Context() context: CommandContext,
  ) {
    return this.commands.execute(new CreatePriceListCommand(params.type, body, context));
  }

  /** {id, message: 'Zmodyfikowano pomyślnie!'}; 409 price_list_in_use. */
  @Put(':type')
  update(
    @Params(priceListTypeParams) params: TypeParams,
    @Body(updatePriceListRequest) body: UpdatePriceListRequest,
    @Context() context: CommandContext,
  ) {
    return this.commands.execute(new ChangePriceListCommand(params.type, body, context));
  }

  /** {message: 'Usunięto pomyślnie!'}; 409 price_list_in_use. */
  @Delete(':type')
  remove(@Params(priceListTypeParams) params: TypeParams, @Body(priceListIdRequest) body: IdRequest, @Context() context: CommandContext) {
    return this.commands.execute(new DeletePriceListCommand(params.type, body.id, context));
  }

  /** Deactivates a client list: {message: 'Powrócono do korzystania z głównego cennika!'}. */
  @Patch(':type')
  deactivate(
    @Params(priceListTypeParams) params: TypeParams,
    @Body(priceListIdRequest) body: IdRequest,
    @Context() context: CommandContext,
  ) {
    return this.commands.execute(new DeactivatePriceListCommand(params.type, body.id, context));
  }
}
