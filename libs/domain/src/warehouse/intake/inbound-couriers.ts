/**
 * The outside couriers parcels reach our warehouse with (spec/02 §3 external
 * inbound courier: id, name), and a guess of the courier from the shape of the
 * barcode scanned at /external_inbound/scan. A shape that fits no courier (or
 * Orlen Paczka, whose numbers have no published shape) is left undetected: null.
 */
export interface InboundCourier {
  readonly id: number;
  readonly name: string;
}

export const INBOUND_COURIERS: readonly InboundCourier[] = [
  { id: 1, name: 'InPost' },
  { id: 2, name: 'DPD' },
  { id: 3, name: 'DHL' },
  { id: 4, name: 'GLS' },
  { id: 5, name: 'Poczta Polska' },
  { id: 6, name: 'UPS' },
  { id: 7, name: 'FedEx' },
  { id: 8, name: 'Orlen Paczka' },
];

export const inboundCourierById = (id: number): InboundCourier | undefined => INBOUND_COURIERS.find((c) => c.id === id);

export interface InboundBarcode {
  /** The courier the shape belongs to, or null when no shape fits. */
  readonly courierId: number | null;
  /** The courier's shipment number the barcode carries (the barcode itself unless the courier wraps it). */
  readonly waybill: string;
}

interface Shape {
  readonly courierId: number;
  readonly pattern: RegExp;
  /** The waybill inside the barcode (default: the whole barcode). */
  readonly waybill?: (barcode: string) => string;
}

/**
 * Checked in this order; the first that fits decides (docs/decisions.md,
 * "Intake, aliases, external inbound"). DPD's 28-character label barcode
 * (`%` + 7 characters of post code + 14 of waybill + service + country)
 * carries the waybill inside it.
 */
const SHAPES: readonly Shape[] = [
  { courierId: 2, pattern: /^%[0-9A-Z]{7}(\d{13}[0-9A-Z])\d{3}\d{3}$/, waybill: (b) => b.slice(8, 22) },
  { courierId: 2, pattern: /^\d{13}[A-Z]$/ },
  { courierId: 1, pattern: /^\d{24}$/ },
  { courierId: 6, pattern: /^1Z[0-9A-Z]{16}$/ },
  { courierId: 3, pattern: /^JJD\d{10,}$/ },
  { courierId: 3, pattern: /^\d{10}$/ },
  { courierId: 4, pattern: /^\d{11}$/ },
  { courierId: 5, pattern: /^[A-Z]{2}\d{9}PL$/ },
  { courierId: 5, pattern: /^00\d{18}$/ },
  { courierId: 7, pattern: /^(\d{12}|\d{15})$/ },
];

/** The courier and waybill of a scanned outside barcode (trimmed and upper-cased first). */
export function detectInboundCourier(barcode: string): InboundBarcode {
  const code = barcode.trim().toUpperCase();
  for (const shape of SHAPES) {
    if (shape.pattern.test(code)) return { courierId: shape.courierId, waybill: shape.waybill ? shape.waybill(code) : code };
  }
  return { courierId: null, waybill: code };
}
