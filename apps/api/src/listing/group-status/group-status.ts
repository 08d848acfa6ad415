import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { GroupStatusRequest } from '@parcel/contracts';
import { DomainError, decideRecordStatus } from '@parcel/domain';
import { LISTING, type ReadModelDb } from '@parcel/read-models';
import { comparePositions, type Position } from '@parcel/event-store';
import type { Infrastructure } from '../../bootstrap/infrastructure.js';
import type { CommandContext } from '../../cqrs/command-context.js';
import { CommandOutcome, type Ack } from '../../cqrs/command-outcome.js';
import { EventSourced } from '../../cqrs/event-sourced.js';
import { ReadModelWaiter } from '../../cqrs/read-model-waiter.js';
import { ShipmentStreams } from '../../shipments/index.js';
import { StatusTypes } from '../../statuses/index.js';
import { INFRA } from '../../shared/tokens.js';

const PARALLEL_APPENDS = 8;

export const GROUP_STATUS_DONE = 'Statusy przesyłek zostały zaaktualizowane pomyślnie!';

/** POST app/v1/parcel/status/group: admins set one status on the selected parcels. */
export class GroupStatusCommand {
  constructor(
    readonly request: GroupStatusRequest,
    readonly context: CommandContext,
  ) {}
}

/**
 * Each parcel's row goes to its own stream through the shipments area's
 * decider (decideRecordStatus): a parcel that already has a status type that
 * may not repeat refuses it and is skipped; the others are set. Skipped ones
 * answer 420 with their numbers, once the lists show the others.
 */
@CommandHandler(GroupStatusCommand)
export class GroupStatusHandler implements ICommandHandler<GroupStatusCommand, Ack> {
  private readonly db: ReadModelDb;
  constructor(
    @Inject(ShipmentStreams) private readonly shipments: ShipmentStreams,
    @Inject(StatusTypes) private readonly statusTypes: StatusTypes,
    @Inject(ReadModelWaiter) private readonly waiter: ReadModelWaiter,
    @Inject(EventSourced) private readonly es: EventSourced,
    @Inject(INFRA) infra: Infrastructure,
  ) {
    this.db = infra.database.db as ReadModelDb;
  }

  async execute({ request, context }: GroupStatusCommand): Promise<Ack> {
    const type = (await this.statusTypes.many([request.id_status_type])).get(request.id_status_type);
    if (!type) throw new DomainError('status_type_unknown', { field: 'id_status_type' });
    const ids = [...new Set(request.ids)];
    const shipmentOf = await this.shipments.shipmentsOfParcels(ids);
    ids.forEach((id) => {
      if (!shipmentOf.has(id)) throw new DomainError('parcel_not_found', { field: `ids.${request.ids.indexOf(id)}` });
    });
    const rowIds = await this.shipments.nextIds('status_row_ids', ids.length);
    const when = request.when ?? this.es.now().toISOString();
    const skipped: number[] = [];
    let last: Position | undefined;
    const record = async (i: number) => {
      const parcelId = ids[i]!;
      const status = {
        rowId: rowIds[i]!,
        parcelId,
        shipmentId: shipmentOf.get(parcelId)!,
        statusTypeId: type.id,
        when,
        where: request.where,
        deletionAllowed: true,
        repeatable: type.repeatable,
      };
      try {
        const position = await this.shipments.onParcel(parcelId, (state) => decideRecordStatus(state, status), context);
        if (position && (!last || comparePositions(position, last) > 0)) last = position;
      } catch (error) {
        if (!(error instanceof DomainError && error.code === 'status_not_repeatable')) throw error;
        skipped.push(parcelId);
      }
    };
    // One stream per parcel: a few appends at a time, so a page of 5,000 is not 5,000 round trips in a row.
    let next = 0;
    const lane = async () => {
      while (next < ids.length) await record(next++);
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL_APPENDS, ids.length) }, lane));
    if (skipped.length) {
      if (last) await this.waiter.waitFor([LISTING, 'shipments'], last);
      const rows = await this.db.selectFrom('listing_parcels').select(['id', 'internal_number']).where('id', 'in', skipped).execute();
      const numbers = rows.map((r) => r.internal_number).sort();
      throw new DomainError('listing_status_already_set', {
        message: `Przesyłki ${numbers.join(', ')} miały już ten status: pozostałym nadano go.`,
        body: { numbers },
      });
    }
    return new CommandOutcome({ message: GROUP_STATUS_DONE }, last, [LISTING, 'shipments']);
  }
}
