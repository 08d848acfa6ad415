import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AdoptParcelRequest } from '@parcel/contracts';
import {
  DomainError,
  decideAdoptParcel,
  deliveryService,
  destination,
  shipmentNumber,
  shipmentStream,
  type AdoptionKind,
} from '@parcel/domain';
import { ClientStreams } from '../../clients/client-streams.js';
import type { CommandContext } from '../../cqrs/command-context.js';
import { CommandOutcome } from '../../cqrs/command-outcome.js';
import { EventSourced } from '../../cqrs/event-sourced.js';
import { ShipmentStreams } from '../shipment-streams.js';
import { clientFacts, clientParty } from '../shipment-order.js';

/** PATCH app/v1/parcel/adopt/buffer | unprocessable: an admin force-assigns a parcel to a client (spec/03 §6). */
export class AdoptParcelCommand {
  constructor(
    readonly kind: AdoptionKind,
    readonly request: AdoptParcelRequest,
    readonly context: CommandContext,
  ) {}
}

export interface AdoptedParcel {
  internal_waybill: string;
  message: 'adopted_buffer' | 'adopted_unprocessable';
}

/**
 * The new shipment of the client is recorded first (a fresh stream: no_stream),
 * then the parcel leaves its old shipment (at the loaded revision: a racing
 * change of the old shipment makes this fail, and the new shipment stays with
 * the parcel's data; a retry adopts it again into yet another number, so the
 * answer tells which shipment the parcel is now on).
 */
@CommandHandler(AdoptParcelCommand)
export class AdoptParcelHandler implements ICommandHandler<AdoptParcelCommand, CommandOutcome<AdoptedParcel>> {
  constructor(
    @Inject(EventSourced) private readonly es: EventSourced,
    @Inject(ShipmentStreams) private readonly shipments: ShipmentStreams,
    @Inject(ClientStreams) private readonly clients: ClientStreams,
  ) {}

  async execute({ kind, request, context }: AdoptParcelCommand): Promise<CommandOutcome<AdoptedParcel>> {
    const shipmentId = (await this.shipments.shipmentsOfParcels([request.id_parcel])).get(request.id_parcel);
    if (shipmentId === undefined) throw new DomainError('parcel_not_found', { field: 'id_parcel' });
    const [{ state, revision }, { state: parcel }, { state: client }] = await Promise.all([
      this.shipments.loadExisting(shipmentId),
      this.shipments.loadParcel(request.id_parcel),
      this.clients.loadExisting(request.id_client),
    ]);
    const asReturn = kind === 'unprocessable' && request.return;
    const iso = destination(state.order.country_id)?.iso ?? 'RO';
    const [newShipmentId] = await this.shipments.nextIds('shipment_ids', 1);
    const newNumber = shipmentNumber(newShipmentId!, iso);
    const returning = asReturn || (deliveryService(state.order.delivery_service)?.isReturn ?? false);
    const { created, adopted } = decideAdoptParcel(
      state,
      parcel,
      {
        kind,
        parcelId: request.id_parcel,
        clientId: client.clientId,
        isEmag: request.is_emag_parcel,
        asReturn,
        newShipmentId: newShipmentId!,
        newNumber,
        clientParty: clientParty(client, returning),
        at: this.es.now().toISOString(),
      },
      // Places were checked when the order was made: the adopted parcel keeps its address and locker.
      {
        client: clientFacts(client),
        localityInCountry: null,
        lockerInCountry: deliveryService(state.order.delivery_service)?.isLocker ? true : null,
      },
    );
    await this.es.append(shipmentStream(newShipmentId!), -1, created, context);
    const position = await this.es.append(shipmentStream(shipmentId), revision, adopted, context);
    const message = kind === 'buffer' ? ('adopted_buffer' as const) : ('adopted_unprocessable' as const);
    return new CommandOutcome({ internal_waybill: newNumber, message }, position, ['shipments']);
  }
}
