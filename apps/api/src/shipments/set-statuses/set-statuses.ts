import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SetStatusesRequest } from '@parcel/contracts';
import { DEFAULT_STATUS_PLACE, DomainError, decideRecordStatus } from '@parcel/domain';
import type { Position } from '@parcel/event-store';
import type { CommandContext } from '../../cqrs/command-context.js';
import { CommandOutcome, type Ack } from '../../cqrs/command-outcome.js';
import { EventSourced } from '../../cqrs/event-sourced.js';
import { ShipmentPlaces } from '../shipment-places.js';
import { ShipmentStreams } from '../shipment-streams.js';

/** POST app/v2/parcel/history: staff set statuses of parcels. */
export class SetStatusesCommand {
  constructor(
    readonly rows: SetStatusesRequest,
    readonly context: CommandContext,
  ) {}
}

/**
 * Each row goes to its parcel's own stream (rows of different parcels never
 * wait for each other). All rows are checked before any is recorded: an
 * unknown parcel or status type refuses the whole request.
 */
@CommandHandler(SetStatusesCommand)
export class SetStatusesHandler implements ICommandHandler<SetStatusesCommand, Ack> {
  constructor(
    @Inject(EventSourced) private readonly es: EventSourced,
    @Inject(ShipmentStreams) private readonly shipments: ShipmentStreams,
    @Inject(ShipmentPlaces) private readonly places: ShipmentPlaces,
  ) {}

  async execute({ rows, context }: SetStatusesCommand): Promise<Ack> {
    const types = await this.places.statusTypes(
      rows.map((r) => r.status_type_id),
      true,
    );
    const shipmentOf = await this.shipments.shipmentsOfParcels(rows.map((r) => r.parcel_id));
    rows.forEach((row, i) => {
      if (!types.has(row.status_type_id)) throw new DomainError('status_type_unknown', { field: `${i}.status_type_id` });
      if (!shipmentOf.has(row.parcel_id)) throw new DomainError('parcel_not_found', { field: `${i}.parcel_id` });
    });
    const rowIds = await this.shipments.nextIds('status_row_ids', rows.length);
    const now = this.es.now().toISOString();
    let last: Position | undefined;
    for (const [i, row] of rows.entries()) {
      const status = {
        rowId: rowIds[i]!,
        parcelId: row.parcel_id,
        shipmentId: shipmentOf.get(row.parcel_id)!,
        statusTypeId: row.status_type_id,
        when: row.when ?? now,
        where: row.where ?? DEFAULT_STATUS_PLACE,
        deletionAllowed: true,
        repeatable: types.get(row.status_type_id)!.repeatable,
      };
      last = (await this.shipments.onParcel(row.parcel_id, (state) => decideRecordStatus(state, status), context)) ?? last;
    }
    return new CommandOutcome({ message: 'status_set' }, last, ['shipments']);
  }
}
