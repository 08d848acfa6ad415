import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ParcelData } from '@parcel/contracts';
import { DomainError, accountedWeight, decideMeasure, volumetricWeight } from '@parcel/domain';
import { PARCEL_FLOOR } from '@parcel/read-models';
import type { CommandContext } from '../../../cqrs/command-context.js';
import { CommandOutcome } from '../../../cqrs/command-outcome.js';
import { ShipmentStreams } from '../../../shipments/shipment-streams.js';
import { ParcelLookup } from '../parcel-lookup.js';

/** New dimensions of a parcel; a field left undefined keeps what the parcel shows now (its last measurement, else the declared value). */
export interface DimensionChange {
  readonly weight?: number | undefined;
  readonly height?: number | undefined;
  readonly width?: number | undefined;
  readonly length?: number | undefined;
  readonly non_conveyable?: 0 | 1 | undefined;
}

/** PATCH app/v1/parcel/dimensions and dimensions-selective: the floor measured the parcel (ParcelMeasured). */
export class MeasureParcelCommand {
  constructor(
    readonly parcelId: number,
    readonly change: DimensionChange,
    readonly context: CommandContext,
  ) {}
}

export interface MeasuredAnswer {
  message: 'dimensions_updated';
  /** The measurement as recorded: weight, the volumetric and the accounted weight. */
  data: Pick<ParcelData, 'id' | 'weight' | 'height' | 'width' | 'length' | 'volumetric_weight' | 'weight_value' | 'non_conveyable'>;
}

/** The dimensions a change leads to, over what the parcel shows now. */
export function mergedDimensions(current: ParcelData, change: DimensionChange) {
  return {
    weight: change.weight ?? current.weight,
    height: change.height ?? current.height,
    width: change.width ?? current.width,
    length: change.length ?? current.length,
    nonConveyable: (change.non_conveyable ?? current.non_conveyable) === 1,
  };
}

@CommandHandler(MeasureParcelCommand)
export class MeasureParcelHandler implements ICommandHandler<MeasureParcelCommand, CommandOutcome<MeasuredAnswer>> {
  constructor(
    @Inject(ParcelLookup) private readonly lookup: ParcelLookup,
    @Inject(ShipmentStreams) private readonly shipments: ShipmentStreams,
  ) {}

  async execute({ parcelId, change, context }: MeasureParcelCommand): Promise<CommandOutcome<MeasuredAnswer>> {
    const parcel = await this.lookup.view(parcelId);
    if (!parcel) throw new DomainError('scan_parcel_not_found');
    const next = mergedDimensions(parcel, change);
    const position = await this.shipments.onParcel(
      parcelId,
      (state) => decideMeasure(state, { parcelId, shipmentId: parcel.shipment_id, ...next }),
      context,
    );
    const volumetric = volumetricWeight(next.length, next.width, next.height);
    return new CommandOutcome(
      {
        message: 'dimensions_updated' as const,
        data: {
          id: parcelId,
          weight: next.weight,
          height: next.height,
          width: next.width,
          length: next.length,
          volumetric_weight: volumetric,
          weight_value: accountedWeight(next.weight, volumetric),
          non_conveyable: next.nonConveyable ? (1 as const) : (0 as const),
        },
      },
      position,
      [PARCEL_FLOOR],
    );
  }
}
