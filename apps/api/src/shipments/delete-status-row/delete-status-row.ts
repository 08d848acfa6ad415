import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, decideDeleteStatusRow } from '@parcel/domain';
import type { CommandContext } from '../../cqrs/command-context.js';
import { CommandOutcome, type Ack } from '../../cqrs/command-outcome.js';
import { ShipmentStreams } from '../shipment-streams.js';

/** DELETE app/v2/parcel/history {id}: an admin deletes a status row that allows it. */
export class DeleteStatusRowCommand {
  constructor(
    readonly rowId: number,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(DeleteStatusRowCommand)
export class DeleteStatusRowHandler implements ICommandHandler<DeleteStatusRowCommand, Ack> {
  constructor(@Inject(ShipmentStreams) private readonly shipments: ShipmentStreams) {}

  async execute({ rowId, context }: DeleteStatusRowCommand): Promise<Ack> {
    // The shipment's own rows (negative ids) are nobody's to delete; a parcel row is found by its id.
    const parcelId = await this.shipments.parcelOfRow(rowId);
    if (parcelId === null) throw new DomainError('status_row_not_found');
    const position = await this.shipments.onParcel(parcelId, (state) => decideDeleteStatusRow(state, rowId), context);
    return new CommandOutcome({ message: 'status_removed' }, position, ['shipments']);
  }
}
