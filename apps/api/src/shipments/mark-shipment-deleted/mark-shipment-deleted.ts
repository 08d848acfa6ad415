import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideMarkDeleted, shipmentActions, shipmentStream, type Role } from '@parcel/domain';
import type { CommandContext } from '../../cqrs/command-context.js';
import { CommandOutcome, type Ack } from '../../cqrs/command-outcome.js';
import { EventSourced } from '../../cqrs/event-sourced.js';
import { ShipmentStreams } from '../shipment-streams.js';
import { permissionView } from '../shipment-view-facts.js';

/** DELETE app/v2/shipment/ {waybill}: mark as deleted (spec/03 §6 says who may). */
export class MarkShipmentDeletedCommand {
  constructor(
    readonly shipmentId: number,
    /** The parcel whose number was given (parcel context), or null. */
    readonly parcelId: number | null,
    readonly role: Role,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(MarkShipmentDeletedCommand)
export class MarkShipmentDeletedHandler implements ICommandHandler<MarkShipmentDeletedCommand, Ack> {
  constructor(
    @Inject(EventSourced) private readonly es: EventSourced,
    @Inject(ShipmentStreams) private readonly shipments: ShipmentStreams,
  ) {}

  async execute({ shipmentId, parcelId, role, context }: MarkShipmentDeletedCommand): Promise<Ack> {
    const { state, revision } = await this.shipments.loadExisting(shipmentId);
    const view = await permissionView(state, role, parcelId, this.shipments);
    const events = decideMarkDeleted(state, shipmentActions(view).markDeleted, this.es.now().toISOString());
    const position = await this.es.append(shipmentStream(shipmentId), revision, events, context);
    return new CommandOutcome({ message: 'shipment_deleted' }, position, ['shipments']);
  }
}
