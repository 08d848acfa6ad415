import { DomainError } from '../shared/errors.js';
import type { ParcelState } from '../shipments/parcel.js';
import type { ParcelEvent, ParcelMeasurement } from '../shipments/shipment.events.js';

/**
 * Volumetric weight: length x width x height in cm divided by 5000 gives kg
 * (the divisor the road couriers we work with use: Sameday, Cargus, DPD).
 */
export const VOLUMETRIC_DIVISOR = 5000;
/** A side longer than this (cm) is worth a second look before saving. */
export const PLAUSIBLE_SIDE_LIMIT_CM = 150;
/** A weight above this (kg) is worth a second look before saving. */
export const PLAUSIBLE_WEIGHT_LIMIT_KG = 50;
/** A measured weight more than this many times the declared one (or less than its inverse) is worth a second look. */
export const PLAUSIBLE_WEIGHT_RATIO = 2;

const round2 = (value: number): number => Math.round(value * 100) / 100;

export const volumetricWeight = (length: number, width: number, height: number): number =>
  round2((length * width * height) / VOLUMETRIC_DIVISOR);

/** The weight that is accounted (weight_value): the greater of the real and the volumetric weight. */
export const accountedWeight = (weight: number, volumetric: number): number => round2(Math.max(weight, volumetric));

export interface Dimensions {
  readonly weight: number;
  readonly height: number;
  readonly width: number;
  readonly length: number;
}

const formatKg = (value: number): string => `${String(round2(value)).replace('.', ',')} kg`;

/**
 * POST parcel/check-dimensions: the reasons (Polish, shown in the 406
 * confirmation) why new dimensions look wrong, compared with what the parcel
 * weighed before (the last measurement, else the declared weight). Empty: plausible.
 */
export function implausibleDimensions(previous: Dimensions, next: Dimensions): string[] {
  const reasons: string[] = [];
  if (
    previous.weight > 0 &&
    (next.weight > previous.weight * PLAUSIBLE_WEIGHT_RATIO || next.weight * PLAUSIBLE_WEIGHT_RATIO < previous.weight)
  ) {
    reasons.push(`Waga ${formatKg(next.weight)} znacznie różni się od dotychczasowej (${formatKg(previous.weight)}).`);
  }
  if (next.weight > PLAUSIBLE_WEIGHT_LIMIT_KG) reasons.push(`Waga ${formatKg(next.weight)} przekracza ${PLAUSIBLE_WEIGHT_LIMIT_KG} kg.`);
  const longest = Math.max(next.height, next.width, next.length);
  if (longest > PLAUSIBLE_SIDE_LIMIT_CM) reasons.push(`Bok ${longest} cm przekracza ${PLAUSIBLE_SIDE_LIMIT_CM} cm.`);
  return reasons;
}

/** The 406 message: the reasons and the question. */
export const confirmDimensionsMessage = (reasons: readonly string[]): string => `${reasons.join(' ')} Czy na pewno zapisać te wymiary?`;

export interface MeasureInput extends Dimensions {
  readonly parcelId: number;
  readonly shipmentId: number;
  readonly nonConveyable: boolean;
}

/** PATCH parcel/dimensions: ParcelMeasured with the volumetric weight; nothing when the parcel measured the same last time. */
export function decideMeasure(state: ParcelState, input: MeasureInput): ParcelEvent[] {
  if ([input.weight, input.height, input.width, input.length].some((v) => !Number.isFinite(v) || v <= 0)) {
    throw new DomainError('dimensions_invalid');
  }
  const measurement: ParcelMeasurement = { ...input, volumetricWeight: volumetricWeight(input.length, input.width, input.height) };
  const last = state.measured;
  const same =
    last !== null && (['weight', 'height', 'width', 'length', 'nonConveyable'] as const).every((key) => last[key] === measurement[key]);
  return same ? [] : [{ type: 'ParcelMeasured', data: measurement }];
}
