import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { UpdateShipmentRequest } from '@parcel/contracts';
import {
  assertChangeable,
  decideChangeShipment,
  deliveryService,
  destination,
  parcelNumber,
  shipmentStream,
  type OrderedParcel,
} from '@parcel/domain';
import { ClientStreams } from '../../clients/client-streams.js';
import type { CommandContext } from '../../cqrs/command-context.js';
import { CommandOutcome, type Ack } from '../../cqrs/command-outcome.js';
import { EventSourced } from '../../cqrs/event-sourced.js';
import { ShipmentPlaces } from '../shipment-places.js';
import { ShipmentStreams } from '../shipment-streams.js';
import { buildOrder, clientFacts } from '../shipment-order.js';

/** PUT app/v2/shipment/: the sender changes its order before the courier has it. */
export class ChangeShipmentCommand {
  constructor(
    readonly request: UpdateShipmentRequest,
    readonly context: CommandContext,
  ) {}
}

/**
 * Parcels keep their ids and numbers in their order (an `id` of the shipment's
 * own parcel keeps that one); new ones get fresh ids; the rest are removed.
 * The change triggers a new registration.
 */
@CommandHandler(ChangeShipmentCommand)
export class ChangeShipmentHandler implements ICommandHandler<ChangeShipmentCommand, Ack> {
  constructor(
    @Inject(EventSourced) private readonly es: EventSourced,
    @Inject(ShipmentStreams) private readonly shipments: ShipmentStreams,
    @Inject(ClientStreams) private readonly clients: ClientStreams,
    @Inject(ShipmentPlaces) private readonly places: ShipmentPlaces,
  ) {}

  async execute({ request, context }: ChangeShipmentCommand): Promise<Ack> {
    const { state, revision } = await this.shipments.loadExisting(request.id);
    // Refusals that need no lookups come first (read-only, deleted, a parcel under a buffer number).
    const buffered = await this.shipments.anyBufferNumber(state);
    assertChangeable(state, buffered);
    const { state: client } = await this.clients.loadExisting(state.order.client_id);
    const service = deliveryService(request.delivery_service)!;
    const iso = destination(request[service.isReturn ? 'sender' : 'recipient']!.country_id)?.iso ?? 'RO';
    const parcels = await this.keepParcels(state.order.parcels, request.parcels, iso);
    const { order, facts } = await buildOrder(request, client, parcels, this.places);
    const events = decideChangeShipment(state, order, { client: clientFacts(client), ...facts }, buffered);
    const position = await this.es.append(shipmentStream(state.shipmentId), revision, events, context);
    return new CommandOutcome({ message: 'shipment_updated' }, position, ['shipments']);
  }

  /** A row naming one of the shipment's parcels keeps it; a row without takes the next parcel nobody named; the rest are new. */
  private async keepParcels(current: readonly OrderedParcel[], rows: UpdateShipmentRequest['parcels'], iso: string) {
    const named = new Set(rows.map((r) => r.id).filter((id): id is number => !!id && current.some((p) => p.parcel_id === id)));
    const free = current.filter((p) => !named.has(p.parcel_id));
    const kept = rows.map((r) => (r.id && named.has(r.id) ? current.find((p) => p.parcel_id === r.id)! : (free.shift() ?? null)));
    const fresh = await this.shipments.nextIds('parcel_ids', kept.filter((p) => p === null).length);
    return kept.map((p) => p ?? ((id) => ({ parcel_id: id, number: parcelNumber(id, iso) }))(fresh.shift()!));
  }
}
