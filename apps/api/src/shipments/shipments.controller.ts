import { Controller, Delete, Get, HttpCode, Inject, Patch, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { z } from 'zod';
import {
  createShipmentRequest,
  deleteShipmentRequest,
  retryRegistrationRequest,
  serviceQuery,
  shipmentNumberParams,
  updateShipmentRequest,
  type CreateShipmentRequest,
  type UpdateShipmentRequest,
} from '@parcel/contracts';
import { ALL_ROLES, DomainError, ROLES } from '@parcel/domain';
import { ClientStreams } from '../clients/client-streams.js';
import type { CommandContext } from '../cqrs/command-context.js';
import { Context } from '../cqrs/request-context.js';
import { CurrentUser, Roles } from '../http/auth.js';
import { Body, Params, Query } from '../http/validation.js';
import type { AuthenticatedUser } from '../identity/session-lookup.js';
import { ChangeShipmentCommand } from './change-shipment/change-shipment.js';
import { CreateShipmentCommand } from './create-shipment/create-shipment.js';
import { MarkShipmentDeletedCommand } from './mark-shipment-deleted/mark-shipment-deleted.js';
import { ShipmentQueries } from './queries/shipment.queries.js';
import { RetryRegistrationCommand } from './retry-registration/retry-registration.js';
import { ShipmentStreams } from './shipment-streams.js';
import { courierRequestOf } from './courier-registration/courier-request.js';

type NumberParams = z.output<typeof shipmentNumberParams>;

/** Shipments (spec/03 §7 "Shipments (v2)"). A client works only with its own; workers read. */
@Controller('app/v2')
export class ShipmentsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(ShipmentQueries) private readonly queries: ShipmentQueries,
    @Inject(ShipmentStreams) private readonly streams: ShipmentStreams,
    @Inject(ClientStreams) private readonly clients: ClientStreams,
  ) {}

  @Post('shipment')
  @HttpCode(201)
  @Roles(ROLES.admin, ROLES.client)
  async create(
    @Body(createShipmentRequest) body: CreateShipmentRequest,
    @CurrentUser() user: AuthenticatedUser,
    @Context() context: CommandContext,
  ) {
    const { client_id, ...request } = body;
    return this.commands.execute(new CreateShipmentCommand(await this.clientFor(user, client_id), request, context));
  }

  @Put('shipment')
  @Roles(ROLES.admin, ROLES.client)
  async change(
    @Body(updateShipmentRequest) body: UpdateShipmentRequest,
    @CurrentUser() user: AuthenticatedUser,
    @Context() context: CommandContext,
  ) {
    await this.assertOwn(user, body.id);
    return this.commands.execute(new ChangeShipmentCommand(body, context));
  }

  /** Retry the courier registration (body id). */
  @Patch('shipment')
  @Roles(ROLES.admin, ROLES.client)
  async retry(
    @Body(retryRegistrationRequest) body: { id: number },
    @CurrentUser() user: AuthenticatedUser,
    @Context() context: CommandContext,
  ) {
    await this.assertOwn(user, body.id);
    return this.commands.execute(new RetryRegistrationCommand(body.id, context));
  }

  /** Mark as deleted (body waybill: the shipment's number, or a parcel's: parcel context). */
  @Delete('shipment')
  @Roles(ROLES.admin, ROLES.client)
  async markDeleted(
    @Body(deleteShipmentRequest) body: { waybill: string },
    @CurrentUser() user: AuthenticatedUser,
    @Context() context: CommandContext,
  ) {
    const { row, parcelId } = await this.queries.readable(body.waybill, user);
    return this.commands.execute(new MarkShipmentDeletedCommand(row.id, parcelId, user.role, context));
  }

  /** Services with their countries and currencies; client_id null for a client user (its own). */
  @Get('shipment/service')
  @Roles(ROLES.admin, ROLES.client)
  async services(@Query(serviceQuery) query: z.output<typeof serviceQuery>, @CurrentUser() user: AuthenticatedUser) {
    return this.queries.services(await this.clientFor(user, query.client_id));
  }

  @Get('shipment/:internalNumber')
  @Roles(...ALL_ROLES)
  view(@Params(shipmentNumberParams) params: NumberParams, @CurrentUser() user: AuthenticatedUser) {
    return this.queries.view(params.internalNumber, user);
  }

  @Get('shipment/:internalNumber/history')
  @Roles(...ALL_ROLES)
  history(@Params(shipmentNumberParams) params: NumberParams, @CurrentUser() user: AuthenticatedUser) {
    return this.queries.history(params.internalNumber, user);
  }

  @Get('shipment/:internalNumber/internal_info')
  @Roles(ROLES.admin)
  internalInfo(@Params(shipmentNumberParams) params: NumberParams, @CurrentUser() user: AuthenticatedUser) {
    return this.queries.internalInfo(params.internalNumber, user);
  }

  /** What the shipment is (or was) registered with at the courier (the header's payload view). */
  @Get('shipment/:internalNumber/payload')
  @Roles(ROLES.admin)
  async payload(@Params(shipmentNumberParams) params: NumberParams, @CurrentUser() user: AuthenticatedUser) {
    const { row } = await this.queries.readable(params.internalNumber, user);
    const { state } = await this.streams.loadExisting(row.id);
    return { payload: courierRequestOf(state) };
  }

  /** The client a request acts for: the admin names it, a client user is its own. */
  private async clientFor(user: AuthenticatedUser, clientId: number | null): Promise<number> {
    if (user.role === ROLES.client) return this.clients.ownClientId(user);
    if (clientId === null) throw new DomainError('shipment_client_required');
    return clientId;
  }

  /** A client changes only its own shipments (another's answers 404, as if it did not exist). */
  private async assertOwn(user: AuthenticatedUser, shipmentId: number): Promise<void> {
    if (user.role !== ROLES.client) return;
    const { state } = await this.streams.loadExisting(shipmentId);
    if (state.order.client_id !== (await this.clients.ownClientId(user))) throw new DomainError('shipment_not_found');
  }
}
