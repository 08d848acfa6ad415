import { Controller, Delete, Get, HttpCode, Inject, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import type { z } from 'zod';
import {
  platformCouriersQuery,
  shopCourierIdRequest,
  shopCourierParams,
  shopCourierRequest,
  shopIdParams,
  shopIdRequest,
  shopParams,
  shopRequest,
  type ShopCourierRequest,
  type ShopRequest,
} from '@parcel/contracts';
import { ROLES } from '@parcel/domain';
import { ClientStreams } from '../clients/client-streams.js';
import type { CommandContext } from '../cqrs/command-context.js';
import type { CommandOutcome } from '../cqrs/command-outcome.js';
import { Context } from '../cqrs/request-context.js';
import { CurrentUser, Roles } from '../http/auth.js';
import { Body, Params, Query } from '../http/validation.js';
import type { AuthenticatedUser } from '../identity/session-lookup.js';
import { AddShopCourierCommand } from './add-shop-courier/add-shop-courier.js';
import { DeleteShopCommand } from './delete-shop/delete-shop.js';
import { ShopsQueries } from './queries/shops.queries.js';
import { RemoveShopCourierCommand } from './remove-shop-courier/remove-shop-courier.js';
import { SaveShopCommand, type SavedShop } from './save-shop/save-shop.js';
import { SynchronizeShopCommand } from './synchronize-shop/synchronize-shop.js';

type Id = z.output<typeof shopParams>;
type ShopId = z.output<typeof shopIdParams>;
type CourierParams = z.output<typeof shopCourierParams>;

/**
 * The client panel's shop integrations (spec/03 §7 "Client panel", §6: a
 * client works with its own shops only; docs/shops.md). Every call is the
 * client's; another client's shop answers 404 as if it did not exist.
 */
@Controller('app/v2/client-panel')
@Roles(ROLES.client)
export class ShopsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(ShopsQueries) private readonly queries: ShopsQueries,
    @Inject(ClientStreams) private readonly clients: ClientStreams,
  ) {}

  @Get('allowed_countries')
  async allowedCountries(@CurrentUser() user: AuthenticatedUser) {
    return this.queries.allowedCountries(await this.clients.ownClientId(user));
  }

  @Get('external_shop')
  async list(@CurrentUser() user: AuthenticatedUser) {
    return this.queries.list(await this.clients.ownClientId(user));
  }

  /** A new shop (201 'created'), or with an id a change of the client's shop (200 'saved'). */
  @Post('external_shop')
  async save(
    @Body(shopRequest) body: ShopRequest,
    @CurrentUser() user: AuthenticatedUser,
    @Context() context: CommandContext,
    @Res({ passthrough: true }) response: Response,
  ) {
    const outcome: CommandOutcome<SavedShop> = await this.commands.execute(
      new SaveShopCommand(await this.clients.ownClientId(user), body, context),
    );
    response.status(outcome.value.message === 'created' ? 201 : 200);
    return outcome;
  }

  @Get('external_shop/:id')
  async view(@Params(shopParams) params: Id, @CurrentUser() user: AuthenticatedUser) {
    return this.queries.view(await this.clients.ownClientId(user), params.id);
  }

  @Delete('external_shop')
  async remove(
    @Body(shopIdRequest) body: z.output<typeof shopIdRequest>,
    @CurrentUser() user: AuthenticatedUser,
    @Context() context: CommandContext,
  ) {
    return this.commands.execute(new DeleteShopCommand(await this.clients.ownClientId(user), body.id, context));
  }

  /** Not in the spec: synchronise the shop now (the run's outcome; 409 while a run of it is under way). */
  @Post('external_shop/:id/synchronize')
  @HttpCode(200)
  async synchronize(@Params(shopParams) params: Id, @CurrentUser() user: AuthenticatedUser, @Context() context: CommandContext) {
    return this.commands.execute(new SynchronizeShopCommand(await this.clients.ownClientId(user), params.id, context));
  }

  @Post('external_shop/:shopId/courier')
  @HttpCode(201)
  async addCourier(
    @Params(shopIdParams) params: ShopId,
    @Body(shopCourierRequest) body: ShopCourierRequest,
    @CurrentUser() user: AuthenticatedUser,
    @Context() context: CommandContext,
  ) {
    const clientId = await this.clients.ownClientId(user);
    return this.commands.execute(
      new AddShopCourierCommand(clientId, params.shopId, body.country_id, body.external_shop_courier_id, context),
    );
  }

  @Delete('external_shop/:shopId/courier')
  async removeCourier(
    @Params(shopIdParams) params: ShopId,
    @Body(shopCourierIdRequest) body: z.output<typeof shopCourierIdRequest>,
    @CurrentUser() user: AuthenticatedUser,
    @Context() context: CommandContext,
  ) {
    return this.commands.execute(new RemoveShopCourierCommand(await this.clients.ownClientId(user), params.shopId, body.id, context));
  }

  @Get('external_shop/:shopId/courier/:id')
  async courier(@Params(shopCourierParams) params: CourierParams, @CurrentUser() user: AuthenticatedUser) {
    return this.queries.courier(await this.clients.ownClientId(user), params.shopId, params.id);
  }

  /** Not in the spec: the platform's couriers of a country (the courier form's choices). */
  @Get('external_shop/:shopId/platform_couriers')
  async platformCouriers(
    @Params(shopIdParams) params: ShopId,
    @Query(platformCouriersQuery) query: z.output<typeof platformCouriersQuery>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return this.queries.platformCouriers(await this.clients.ownClientId(user), params.shopId, query.country_id);
  }
}
