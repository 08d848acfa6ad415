import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CreateShipmentRequest } from '@parcel/contracts';
import {
  decideCreateShipment,
  deliveryService,
  destination,
  parcelNumber,
  shipmentNumber,
  shipmentStream,
  type ShipmentCreator,
} from '@parcel/domain';
import { ClientStreams } from '../../clients/client-streams.js';
import type { CommandContext } from '../../cqrs/command-context.js';
import { CommandOutcome } from '../../cqrs/command-outcome.js';
import { EventSourced } from '../../cqrs/event-sourced.js';
import { ShipmentPlaces } from '../shipment-places.js';
import { ShipmentStreams } from '../shipment-streams.js';
import { buildOrder, clientFacts } from '../shipment-order.js';

/** POST app/v2/shipment/: a client (or an admin for a client) orders a shipment. */
export class CreateShipmentCommand {
  constructor(
    readonly clientId: number,
    readonly request: Omit<CreateShipmentRequest, 'client_id'>,
    readonly context: CommandContext,
    readonly creator: ShipmentCreator = 'app_v2',
    /**
     * Ids taken beforehand (an imported shop order reserves its shipment's ids
     * before making it: docs/shops.md); the stream is still appended with
     * no_stream, so a second attempt with the same ids creates nothing.
     */
    readonly presetIds?: { readonly shipmentId: number; readonly parcelIds: readonly number[] },
  ) {}
}

export interface CreatedShipment {
  internal_waybill: string;
  shipment_id: number;
  message: 'shipment_created';
}

/**
 * Takes ids from the sequences, completes the order (addresses, lockers, the
 * client's side), lets the domain decide, records ShipmentCreated on the new
 * stream. Registration with the courier follows (process manager
 * courier-registration). The numbers derive from the ids: unique by
 * construction, and the stream is appended with no_stream.
 */
@CommandHandler(CreateShipmentCommand)
export class CreateShipmentHandler implements ICommandHandler<CreateShipmentCommand, CommandOutcome<CreatedShipment>> {
  constructor(
    @Inject(EventSourced) private readonly es: EventSourced,
    @Inject(ShipmentStreams) private readonly shipments: ShipmentStreams,
    @Inject(ClientStreams) private readonly clients: ClientStreams,
    @Inject(ShipmentPlaces) private readonly places: ShipmentPlaces,
  ) {}

  async execute({ clientId, request, context, creator, presetIds }: CreateShipmentCommand): Promise<CommandOutcome<CreatedShipment>> {
    const { state: client } = await this.clients.loadExisting(clientId);
    const service = deliveryService(request.delivery_service)!;
    const foreign = request[service.isReturn ? 'sender' : 'recipient']!;
    const iso = destination(foreign.country_id)?.iso ?? 'RO';
    if (presetIds && presetIds.parcelIds.length !== request.parcels.length) throw new RangeError('one preset id per parcel');
    const [[shipmentId], parcelIds] = presetIds
      ? [[presetIds.shipmentId], [...presetIds.parcelIds]]
      : await Promise.all([this.shipments.nextIds('shipment_ids', 1), this.shipments.nextIds('parcel_ids', request.parcels.length)]);
    const parcels = parcelIds.map((id) => ({ parcel_id: id, number: parcelNumber(id, iso) }));
    const { order, facts } = await buildOrder(request, client, parcels, this.places);
    const number = shipmentNumber(shipmentId!, iso);
    const events = decideCreateShipment(
      { shipmentId: shipmentId!, number, order, creator, isEmag: false, createdAt: this.es.now().toISOString() },
      { client: clientFacts(client), ...facts },
    );
    const position = await this.es.append(shipmentStream(shipmentId!), -1, events, context);
    return new CommandOutcome({ internal_waybill: number, shipment_id: shipmentId!, message: 'shipment_created' as const }, position, [
      'shipments',
    ]);
  }
}
