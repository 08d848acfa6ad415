import { DomainError } from '../../shared/errors.js';
import { decideRecordStatus, type ParcelState, type StatusToRecord } from '../../shipments/parcel.js';
import type { ParcelEvent } from '../../shipments/shipment.events.js';

/**
 * How a parcel waiting in a problematic sector leaves it (PUT
 * problematic-sector/resolve). The spec names the call, not the outcomes:
 * these are the four an operator of a parcel-forwarding floor needs
 * (docs/decisions.md "Problem parcels and scan search").
 */
export const PROBLEM_RESOLUTIONS = ['returned_to_flow', 'return_to_client', 'relabelled', 'utilised'] as const;
export type ProblemResolution = (typeof PROBLEM_RESOLUTIONS)[number];

/**
 * Not a choice of the resolve call: what the problem_parcels read model writes
 * on a waiting row when the parcel is put in another sector before anyone
 * resolved it (the new sector opens a new row).
 */
export const MOVED_RESOLUTION = 'moved';

/** The longest note kept with a resolution. */
export const RESOLUTION_NOTE_MAX = 500;

export interface ResolveSectorInput {
  readonly parcelId: number;
  readonly shipmentId: number;
  readonly resolution: ProblemResolution;
  readonly note: string | null;
  readonly at: string;
  /** A status row recorded with the resolution (optional). */
  readonly status: StatusToRecord | null;
}

/**
 * A parcel waiting in a sector leaves it with a resolution (after the status
 * row when one is given, under the status type's own repeat rule: the
 * resolution comes last, so the answer can wait for the read model that
 * follows it). A parcel waiting nowhere: 409 parcel_not_waiting.
 */
export function decideResolveSector(state: ParcelState, input: ResolveSectorInput): ParcelEvent[] {
  if (!state.sector) throw new DomainError('parcel_not_waiting');
  const { parcelId, shipmentId, resolution, note, at } = input;
  const resolved: ParcelEvent = {
    type: 'ParcelSectorResolved',
    data: { parcelId, shipmentId, sectorId: state.sector.sectorId, resolution, note, at },
  };
  return input.status ? [...decideRecordStatus(state, input.status), resolved] : [resolved];
}
