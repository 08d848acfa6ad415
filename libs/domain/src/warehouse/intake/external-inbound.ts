import { DomainError, assertNever } from '../../shared/errors.js';

/**
 * A parcel taken in from an outside courier (spec/02 §3 external inbound): its
 * own stream `external-inbound-<id>`, the id from a database sequence. The
 * barcode is unique on the write side: a reservation stream per barcode
 * (`ExternalInboundBarcodeReserved`, appended with no_stream) names the inbound.
 */
export type ExternalInboundEvent =
  | {
      type: 'ExternalInboundReceived';
      data: {
        externalInboundId: number;
        barcode: string;
        waybill: string;
        inboundCourierId: number | null;
        scannedAt: string;
        scannedBy: { userId: string; email: string };
        scanId?: string;
      };
    }
  | { type: 'ExternalInboundCommented'; data: { externalInboundId: number; comment: string | null } }
  /** An intake scan took a parcel out of this inbound (the intake screen had scanned the inbound's barcode first). */
  | {
      type: 'ExternalInboundParcelAdded';
      data: { externalInboundId: number; parcelId: number; shipmentId: number; number: string; at: string };
    };

export type ExternalInboundBarcodeEvent = {
  type: 'ExternalInboundBarcodeReserved';
  data: { barcode: string; externalInboundId: number };
};

export type ExternalInboundState =
  | { readonly status: 'none' }
  | {
      readonly status: 'received';
      readonly externalInboundId: number;
      readonly barcode: string;
      readonly comment: string | null;
      readonly scanId: string | null;
      readonly parcelIds: readonly number[];
    };

export const initialExternalInboundState: ExternalInboundState = { status: 'none' };

export function evolveExternalInbound(state: ExternalInboundState, event: ExternalInboundEvent): ExternalInboundState {
  switch (event.type) {
    case 'ExternalInboundReceived': {
      const { externalInboundId, barcode, scanId } = event.data;
      return { status: 'received', externalInboundId, barcode, comment: null, scanId: scanId ?? null, parcelIds: [] };
    }
    case 'ExternalInboundCommented':
      return state.status === 'none' ? state : { ...state, comment: event.data.comment };
    case 'ExternalInboundParcelAdded':
      return state.status === 'none' ? state : { ...state, parcelIds: [...state.parcelIds, event.data.parcelId] };
    default:
      return assertNever(event);
  }
}

/** The barcode as kept unique: trimmed, upper case. */
export const inboundBarcodeKey = (barcode: string): string => barcode.trim().toUpperCase();

export interface ReceiveExternalInbound {
  readonly externalInboundId: number;
  readonly barcode: string;
  readonly waybill: string;
  readonly inboundCourierId: number | null;
  readonly scannedAt: string;
  readonly scannedBy: { userId: string; email: string };
  readonly scanId?: string;
}

/**
 * POST external_inbound: a new inbound, unless the barcode is one of our
 * parcels already (`knownParcel`): 409 external_inbound_exists ('Przesyłka już
 * istnieje w systemie'). A taken barcode is refused by its reservation.
 */
export function decideReceiveExternalInbound(
  state: ExternalInboundState,
  input: ReceiveExternalInbound,
  knownParcel: boolean,
): ExternalInboundEvent[] {
  if (state.status !== 'none' || knownParcel) throw new DomainError('external_inbound_exists');
  const { scanId, ...data } = input;
  return [{ type: 'ExternalInboundReceived', data: scanId ? { ...data, scanId } : data }];
}

/** PATCH external_inbound {id, comment}: an empty comment clears it; the same comment records nothing. */
export function decideCommentExternalInbound(state: ExternalInboundState, comment: string | null): ExternalInboundEvent[] {
  if (state.status === 'none') throw new DomainError('external_inbound_not_found');
  const text = comment?.trim() ? comment.trim() : null;
  if (text === state.comment) return [];
  return [{ type: 'ExternalInboundCommented', data: { externalInboundId: state.externalInboundId, comment: text } }];
}

/** A parcel taken in under this inbound; a parcel already listed records nothing. */
export function decideAddInboundParcel(
  state: ExternalInboundState,
  parcel: { parcelId: number; shipmentId: number; number: string; at: string },
): ExternalInboundEvent[] {
  if (state.status === 'none') throw new DomainError('external_inbound_not_found');
  if (state.parcelIds.includes(parcel.parcelId)) return [];
  return [{ type: 'ExternalInboundParcelAdded', data: { externalInboundId: state.externalInboundId, ...parcel } }];
}

/** The same scan sent again (the offline queue): answered like the first, nothing recorded. */
export const isRepeatedInboundScan = (state: ExternalInboundState, scanId: string | undefined): boolean =>
  state.status === 'received' && !!scanId && state.scanId === scanId;
