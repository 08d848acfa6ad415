import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, decideSetBufferNumber } from '@parcel/domain';
import type { CommandContext } from '../../cqrs/command-context.js';
import { CommandOutcome, type Ack } from '../../cqrs/command-outcome.js';
import { ShipmentStreams } from '../shipment-streams.js';

/** PUT app/v1/parcel/set-new-buffer-number {parcel_id, barcode, emag}: the foreign number a parcel carries (spec/03 §3). */
export class SetBufferNumberCommand {
  constructor(
    readonly parcelId: number,
    readonly number: string,
    readonly emag: boolean,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(SetBufferNumberCommand)
export class SetBufferNumberHandler implements ICommandHandler<SetBufferNumberCommand, Ack> {
  constructor(@Inject(ShipmentStreams) private readonly shipments: ShipmentStreams) {}

  async execute({ parcelId, number, emag, context }: SetBufferNumberCommand): Promise<Ack> {
    const shipmentId = (await this.shipments.shipmentsOfParcels([parcelId])).get(parcelId);
    if (shipmentId === undefined) throw new DomainError('parcel_not_found');
    const position = await this.shipments.onParcel(
      parcelId,
      (state) => decideSetBufferNumber(state, { parcelId, shipmentId, number, emag }),
      context,
    );
    return new CommandOutcome({ message: 'buffer_number_set' }, position, ['shipments']);
  }
}
