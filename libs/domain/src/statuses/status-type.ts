import { DomainError, assertNever } from '../shared/errors.js';
import { OWN_STATUS_COURIER_ID, SEEDED_STATUS_TYPES, statusGroupById, type SeededStatusType } from './catalogue.js';
import type { StatusTypeDefinition, StatusTypeDetails, StatusTypeEvent } from './status-type.events.js';

/** The stream of one status type. */
export const statusTypeStream = (statusTypeId: number): string => `status-type-${statusTypeId}`;

/** Ids of types added by admins start here (a PostgreSQL sequence); the seeded catalogue stays below. */
export const FIRST_ADDED_STATUS_TYPE_ID = 1000;

interface RecordedStatusType<Status extends 'defined' | 'deleted'> {
  readonly status: Status;
  readonly statusTypeId: number;
  readonly statusType: StatusTypeDefinition;
}

export type ExistingStatusType = RecordedStatusType<'defined'>;

export type StatusTypeState = { readonly status: 'none' } | ExistingStatusType | RecordedStatusType<'deleted'>;

export const initialStatusTypeState: StatusTypeState = { status: 'none' };

export function evolveStatusType(state: StatusTypeState, event: StatusTypeEvent): StatusTypeState {
  switch (event.type) {
    case 'StatusTypeDefined':
      return { status: 'defined', statusTypeId: event.data.statusTypeId, statusType: event.data.statusType };
    case 'StatusTypeChanged':
      return state.status === 'none' ? state : { ...state, statusType: { ...state.statusType, ...event.data.details } };
    case 'StatusTypeDeleted':
      return state.status === 'none' ? state : { ...state, status: 'deleted' };
    default:
      return assertNever(event);
  }
}

/** The type, unless it was never defined or is deleted (status_type_not_found). */
export function existingStatusType(state: StatusTypeState): ExistingStatusType {
  if (state.status !== 'defined') throw new DomainError('status_type_not_found');
  return state;
}

function assertKnownGroup(groupId: number | null): void {
  if (groupId !== null && !statusGroupById(groupId)) throw new DomainError('status_group_unknown', { groupId });
}

/** A new type (an admin's, or one of the seeded catalogue): only on a stream that has none. */
export function defineStatusType(state: StatusTypeState, statusTypeId: number, statusType: StatusTypeDefinition): StatusTypeEvent[] {
  if (state.status !== 'none') throw new DomainError('status_type_exists', { statusTypeId });
  assertKnownGroup(statusType.group_id);
  return [{ type: 'StatusTypeDefined', data: { statusTypeId, statusType } }];
}

/** A type an admin adds: always ours to delete later, no system meaning, repeatable. */
export function addedStatusType(details: StatusTypeDetails, idCourier: number = OWN_STATUS_COURIER_ID): StatusTypeDefinition {
  return { ...details, id_courier: idCourier, system_id: null, repeatable: true };
}

/** The definition of a seeded type, as the catalogue has it. */
export function seededDefinition(seeded: SeededStatusType): StatusTypeDefinition {
  const { name, displayed_name, displayed_name_ro, internal, code, group_id, id_courier, system_id, repeatable } = seeded;
  return { name, displayed_name, displayed_name_ro, internal, code, group_id, id_courier, system_id, repeatable };
}

/** The seeded catalogue's events per stream (idempotent: a stream that exists gets none). */
export function seedStatusType(state: StatusTypeState, seeded: SeededStatusType): StatusTypeEvent[] {
  return state.status === 'none' ? defineStatusType(state, seeded.id, seededDefinition(seeded)) : [];
}

const sameDetails = (a: StatusTypeDetails, b: StatusTypeDetails): boolean =>
  a.name === b.name &&
  a.displayed_name === b.displayed_name &&
  a.displayed_name_ro === b.displayed_name_ro &&
  a.internal === b.internal &&
  a.code === b.code &&
  a.group_id === b.group_id;

/** New details of a type: code and group_id left undefined keep their values. */
export type StatusTypeChange = Omit<StatusTypeDetails, 'code' | 'group_id'> & {
  readonly code?: string | null | undefined;
  readonly group_id?: number | null | undefined;
};

/** New details of an existing type; nothing when they are the same. Seeded types may be renamed too: their id and system id stay. */
export function changeStatusType(state: StatusTypeState, change: StatusTypeChange): StatusTypeEvent[] {
  const { statusTypeId, statusType } = existingStatusType(state);
  const details: StatusTypeDetails = {
    name: change.name,
    displayed_name: change.displayed_name,
    displayed_name_ro: change.displayed_name_ro,
    internal: change.internal,
    code: change.code === undefined ? statusType.code : change.code,
    group_id: change.group_id === undefined ? statusType.group_id : change.group_id,
  };
  assertKnownGroup(details.group_id);
  if (sameDetails(statusType, details)) return [];
  return [{ type: 'StatusTypeChanged', data: { statusTypeId, details } }];
}

/**
 * Deletes a type (spec/02 §6): only our own courier's (id_courier 1), and never
 * one of the seeded system types, which other areas rely on.
 */
export function deleteStatusType(state: StatusTypeState): StatusTypeEvent[] {
  const { statusTypeId, statusType } = existingStatusType(state);
  if (statusType.system_id !== null || SEEDED_STATUS_TYPES.some((t) => t.id === statusTypeId)) {
    throw new DomainError('status_type_system_protected', { statusTypeId });
  }
  if (statusType.id_courier !== OWN_STATUS_COURIER_ID) throw new DomainError('status_type_not_own_courier', { statusTypeId });
  return [{ type: 'StatusTypeDeleted', data: { statusTypeId } }];
}
