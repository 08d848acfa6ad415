/**
 * A reported resignation (spec/03 §3 "Resignation report"): a client (or staff
 * for it) reports that a shipment was resigned from. The acceptance (scan) date
 * and who scanned are the staff's entry here; without one, the read side shows
 * the shipment's first reception at the warehouse (docs/resignations.md).
 */
export interface ResignationReport {
  readonly resignationId: number;
  readonly shipmentId: number;
  /** The shipment's internal number (whatever number of it was typed). */
  readonly waybill: string;
  readonly clientId: number;
  /** The login that reported it (the spec's user_id). */
  readonly userId: string;
  /** Entered by staff (ISO), with who entered it; null: not entered. */
  readonly scannedAt: string | null;
  readonly scannedByUserId: string | null;
  readonly resendAt: string | null;
  readonly note: string | null;
}

/** What staff may change on a report (spec/03 §4): the dates and the note. */
export interface ResignationTerms {
  readonly scannedAt: string | null;
  readonly scannedByUserId: string | null;
  readonly resendAt: string | null;
  readonly note: string | null;
}

/** The events of one report's stream (`resignation-<id>`; schemas in libs/contracts/src/events/resignations.events.ts). */
export type ResignationEvent =
  | { type: 'ResignationReported'; data: ResignationReport }
  | { type: 'ResignationChanged'; data: { resignationId: number; clientId: number } & ResignationTerms }
  | { type: 'ResignationDeleted'; data: { resignationId: number; clientId: number; shipmentId: number } };

/** The events of one shipment's reservation stream (`resignation-waybill-<shipmentId>`): one live report per shipment. */
export type ResignationWaybillEvent =
  | { type: 'ResignationWaybillReserved'; data: { shipmentId: number; resignationId: number } }
  | { type: 'ResignationWaybillReleased'; data: { shipmentId: number; resignationId: number } };
