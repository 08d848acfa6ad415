/** What a parcel label shows: plain data, filled in by the shipments area. */

export interface LabelParty {
  name: string;
  contactName: string | null;
  phone: string;
  addressLines: string[];
  postalCode: string;
  locality: string;
  countryIso: string;
}

export interface ParcelLabel {
  /** The 28-digit barcode content (Code 128), e.g. '1000' + 24 digits; '0000...' on a re-stick label. */
  code28: string;
  /** Internal parcel number, e.g. '7PRO0012345678', printed large. */
  parcelNumber: string;
  /** Internal waybill number. */
  shipmentNumber: string;
  /** Parcel x of n. */
  position: number;
  count: number;
  /** On a return sticker the recipient is the return address. */
  sender: LabelParty;
  recipient: LabelParty;
  cod: { amount: number; currency: string } | null;
  weightKg: number;
  /** Polish service name, e.g. 'Dostawa do domu', 'Dostawa do automatu paczkowego'. */
  service: string;
  lockerName: string | null;
  /** Sorting zone / route code, e.g. 'RO-CJ 12'. */
  routeCode: string;
  /** Last-mile courier and its parcel number when known. */
  courierName: string;
  courierNumber: string | null;
  /** ISO date-time. */
  createdAt: string;
  kind: 'standard' | 'return' | 're_stick';
}

/** dl = 297x210 mm sheet (two labels side by side), 100150 = 100x150 mm (A6-like thermal). */
export type PaperSize = 'dl' | '100150';
