import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ResolveProblemParcelRequest, ResolveProblemParcelResponse } from '@parcel/contracts';
import { DEFAULT_STATUS_PLACE, DomainError, decideResolveSector, type ParcelEvent } from '@parcel/domain';
import { PROBLEM_PARCELS } from '@parcel/read-models';
import type { CommandContext } from '../../../cqrs/command-context.js';
import { CommandOutcome } from '../../../cqrs/command-outcome.js';
import { EventSourced } from '../../../cqrs/event-sourced.js';
import { ShipmentStreams } from '../../../shipments/shipment-streams.js';
import { StatusTypes } from '../../../statuses/index.js';
import { ParcelCodes } from '../parcel-codes.js';

/** PUT app/v1/problematic-sector/resolve: a parcel waiting in a problematic sector leaves it. */
export class ResolveProblemParcelCommand {
  constructor(
    readonly request: ResolveProblemParcelRequest,
    readonly context: CommandContext,
  ) {}
}

/**
 * Finds the parcel (its id, or the number or label code scanned), checks the
 * status type to record with it (live types only), and decides on the
 * parcel's stream: ParcelSectorResolved, then the status row when asked for.
 * The answer waits for the problem_parcels read model (the screen reads it
 * next).
 */
@CommandHandler(ResolveProblemParcelCommand)
export class ResolveProblemParcelHandler implements ICommandHandler<
  ResolveProblemParcelCommand,
  CommandOutcome<ResolveProblemParcelResponse>
> {
  constructor(
    @Inject(EventSourced) private readonly es: EventSourced,
    @Inject(ShipmentStreams) private readonly shipments: ShipmentStreams,
    @Inject(StatusTypes) private readonly statusTypes: StatusTypes,
    @Inject(ParcelCodes) private readonly codes: ParcelCodes,
  ) {}

  async execute({ request, context }: ResolveProblemParcelCommand): Promise<CommandOutcome<ResolveProblemParcelResponse>> {
    const parcel = await this.parcel(request);
    const type = request.status_type_id === undefined ? null : await this.statusTypes.byId(request.status_type_id);
    if (request.status_type_id !== undefined && !type) throw new DomainError('status_type_unknown');
    const [rowId] = type ? await this.shipments.nextIds('status_row_ids', 1) : [];
    const at = this.es.now().toISOString();
    let sectorId = 0;
    const decide = (state: Parameters<typeof decideResolveSector>[0]): ParcelEvent[] => {
      const events = decideResolveSector(state, {
        ...parcel,
        resolution: request.resolution,
        note: request.note,
        at,
        status: type
          ? {
              rowId: rowId!,
              ...parcel,
              statusTypeId: type.id,
              when: at,
              where: context.warehouse ?? DEFAULT_STATUS_PLACE,
              deletionAllowed: true,
              repeatable: type.repeatable,
            }
          : null,
      });
      sectorId = state.sector?.sectorId ?? 0;
      return events;
    };
    const position = await this.shipments.onParcel(parcel.parcelId, decide, context);
    // The resolution is the last event: the screen's read model reaches its position (the history's status row is told live).
    return new CommandOutcome({ message: 'problem_resolved', parcel_id: parcel.parcelId, sector_id: sectorId }, position, [
      PROBLEM_PARCELS,
    ]);
  }

  private async parcel(request: ResolveProblemParcelRequest): Promise<{ parcelId: number; shipmentId: number }> {
    if (request.parcel_id !== undefined) {
      const shipmentId = (await this.shipments.shipmentsOfParcels([request.parcel_id])).get(request.parcel_id);
      if (shipmentId === undefined) throw new DomainError('parcel_not_found', { field: 'parcel_id' });
      return { parcelId: request.parcel_id, shipmentId };
    }
    const named = await this.codes.find(request.number!);
    // A code naming several parcels (a shipment's number) does not say which one.
    if (named.length !== 1) throw new DomainError('parcel_not_found', { field: 'number' });
    return named[0]!;
  }
}
