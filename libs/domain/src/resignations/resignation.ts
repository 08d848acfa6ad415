import { DomainError, assertNever } from '../shared/errors.js';
import type { ResignationEvent, ResignationReport, ResignationTerms, ResignationWaybillEvent } from './resignation.events.js';

/** One stream per report (`resignation-<id>`, ids from the sequence resignation_id_seq). */
export const resignationStream = (resignationId: number): string => `resignation-${resignationId}`;

/** One stream per shipment holding the report that names it now (`resignation-waybill-<shipmentId>`). */
export const resignationWaybillStream = (shipmentId: number): string => `resignation-waybill-${shipmentId}`;

/** Longest note a report keeps (characters). */
export const RESIGNATION_NOTE_MAX = 1000;

/**
 * Who acts on a report: staff (admins: the staff screens and calls are theirs,
 * spec/03 §2) or a client's login acting for its own client.
 */
export type ResignationActor =
  { readonly kind: 'staff'; readonly userId: string } | { readonly kind: 'client'; readonly userId: string; readonly clientId: number };

export type ExistingResignation = ResignationReport & { readonly status: 'reported' };
export type ResignationState = { readonly status: 'none' } | ExistingResignation | (ResignationReport & { readonly status: 'deleted' });

export const initialResignationState: ResignationState = { status: 'none' };

export function evolveResignation(state: ResignationState, event: ResignationEvent): ResignationState {
  switch (event.type) {
    case 'ResignationReported':
      return { ...event.data, status: 'reported' };
    case 'ResignationChanged': {
      if (state.status === 'none') return state;
      const { scannedAt, scannedByUserId, resendAt, note } = event.data;
      return { ...state, scannedAt, scannedByUserId, resendAt, note };
    }
    case 'ResignationDeleted':
      return state.status === 'none' ? state : { ...state, status: 'deleted' };
    default:
      return assertNever(event);
  }
}

/**
 * The report as this actor may see it: none, or another client's, is
 * resignation_not_found (a client never learns that another's exists); a
 * deleted one is resignation_already_deleted.
 */
export function visibleResignation(state: ResignationState, actor: ResignationActor): ExistingResignation {
  if (state.status === 'none' || (actor.kind === 'client' && state.clientId !== actor.clientId))
    throw new DomainError('resignation_not_found');
  if (state.status === 'deleted') throw new DomainError('resignation_already_deleted');
  return state;
}

/** The shipment a waybill number named (read by the caller from the shipments read model). */
export interface NamedShipment {
  readonly shipmentId: number;
  readonly number: string;
  readonly clientId: number;
}

/**
 * Whether this actor may report this shipment: staff any shipment (the report
 * takes the shipment's client), a client only its own; anything else reads as
 * a number we do not know (resignation_waybill_unknown on waybill).
 */
export function reportableShipment(shipment: NamedShipment | null, actor: ResignationActor): NamedShipment {
  if (!shipment || (actor.kind === 'client' && shipment.clientId !== actor.clientId)) throw new DomainError('resignation_waybill_unknown');
  return shipment;
}

/**
 * POST: a new report under an id from the sequence. Staff may enter the
 * acceptance date (recorded with who entered it), the resend date and a note;
 * a client only the waybill and a note (the dates are the staff's).
 */
export function reportResignation(
  state: ResignationState,
  command: {
    resignationId: number;
    shipment: NamedShipment | null;
    actor: ResignationActor;
    scannedAt?: string | null;
    resendAt?: string | null;
    note?: string | null;
  },
): ResignationEvent[] {
  if (state.status !== 'none') throw new Error(`resignation ${command.resignationId} exists`);
  const { actor } = command;
  const shipment = reportableShipment(command.shipment, actor);
  const staff = actor.kind === 'staff';
  const scannedAt = staff ? (command.scannedAt ?? null) : null;
  return [
    {
      type: 'ResignationReported',
      data: {
        resignationId: command.resignationId,
        shipmentId: shipment.shipmentId,
        waybill: shipment.number,
        clientId: shipment.clientId,
        userId: actor.userId,
        scannedAt,
        scannedByUserId: scannedAt === null ? null : actor.userId,
        resendAt: staff ? (command.resendAt ?? null) : null,
        note: command.note ?? null,
      },
    },
  ];
}

/**
 * PUT (staff only; a client's report is read-only after creation, spec/03 §4):
 * the acceptance date, the resend date and the note. A resend date left empty
 * becomes `now` (spec/03 §4: for staff an existing report without a resend date
 * defaults it to now). A changed acceptance date records who entered it;
 * nothing changed records nothing.
 */
export function changeResignation(
  state: ResignationState,
  command: { actor: ResignationActor; scannedAt: string | null; resendAt: string | null; note: string | null; now: string },
): ResignationEvent[] {
  const report = visibleResignation(state, command.actor);
  if (command.actor.kind !== 'staff') throw new DomainError('forbidden');
  const sameScan = command.scannedAt === report.scannedAt;
  const terms: ResignationTerms = {
    scannedAt: command.scannedAt,
    scannedByUserId: sameScan ? report.scannedByUserId : command.scannedAt === null ? null : command.actor.userId,
    resendAt: command.resendAt ?? command.now,
    note: command.note,
  };
  if (sameScan && terms.resendAt === report.resendAt && terms.note === report.note) return [];
  return [{ type: 'ResignationChanged', data: { resignationId: report.resignationId, clientId: report.clientId, ...terms } }];
}

/** DELETE: staff any report, a client its own (after the console's confirmation). */
export function deleteResignation(state: ResignationState, actor: ResignationActor): ResignationEvent[] {
  const report = visibleResignation(state, actor);
  return [
    { type: 'ResignationDeleted', data: { resignationId: report.resignationId, clientId: report.clientId, shipmentId: report.shipmentId } },
  ];
}

/** The report holding a shipment now (null: none). */
export interface ResignationWaybillState {
  readonly resignationId: number | null;
}

export const initialResignationWaybillState: ResignationWaybillState = { resignationId: null };

export function evolveResignationWaybill(state: ResignationWaybillState, event: ResignationWaybillEvent): ResignationWaybillState {
  switch (event.type) {
    case 'ResignationWaybillReserved':
      return { resignationId: event.data.resignationId };
    case 'ResignationWaybillReleased':
      return state.resignationId === event.data.resignationId ? { resignationId: null } : state;
    default:
      return assertNever(event);
  }
}

/**
 * A shipment has one live report at a time: reserved before the report is
 * recorded. `holderLive` says whether the holding report's stream exists and
 * is not deleted: a reservation left by a crash between the two appends (or by
 * a delete that did not release it) is taken over. A second live report is
 * resignation_exists (on waybill).
 */
export function reserveResignationWaybill(
  state: ResignationWaybillState,
  command: { shipmentId: number; resignationId: number; holderLive: boolean },
): ResignationWaybillEvent[] {
  if (state.resignationId === command.resignationId) return [];
  if (state.resignationId !== null && command.holderLive) throw new DomainError('resignation_exists');
  return [{ type: 'ResignationWaybillReserved', data: { shipmentId: command.shipmentId, resignationId: command.resignationId } }];
}

/** Frees the shipment once its report is deleted (nothing when another report holds it). */
export function releaseResignationWaybill(
  state: ResignationWaybillState,
  command: { shipmentId: number; resignationId: number },
): ResignationWaybillEvent[] {
  if (state.resignationId !== command.resignationId) return [];
  return [{ type: 'ResignationWaybillReleased', data: { shipmentId: command.shipmentId, resignationId: command.resignationId } }];
}
