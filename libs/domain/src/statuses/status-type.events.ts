/**
 * What an admin edits on a status type (spec/02 §3 status type): the spec's
 * field names, the same shape in the HTTP body, the events and the read model.
 */
export interface StatusTypeDetails {
  /** Internal name (staff). */
  readonly name: string;
  /** Shown to people on Polish screens and tracking. */
  readonly displayed_name: string;
  readonly displayed_name_ro: string;
  /** 1: staff only, never on public tracking. */
  readonly internal: 0 | 1;
  readonly code: string | null;
  /** The status group of the listing filter (STATUS_GROUPS), or none. */
  readonly group_id: number | null;
}

/** A status type as defined: its details and what never changes afterwards. */
export interface StatusTypeDefinition extends StatusTypeDetails {
  /** The courier whose status this is (1 = ours). */
  readonly id_courier: number;
  /** Set only for the seeded types the system relies on (STATUS_SYSTEM_IDS). */
  readonly system_id: string | null;
  /** False: a parcel that has it already refuses it again. */
  readonly repeatable: boolean;
}

/** The events of one status type's stream (`status-type-<id>`). */
export type StatusTypeEvent =
  | { type: 'StatusTypeDefined'; data: { statusTypeId: number; statusType: StatusTypeDefinition } }
  | { type: 'StatusTypeChanged'; data: { statusTypeId: number; details: StatusTypeDetails } }
  | { type: 'StatusTypeDeleted'; data: { statusTypeId: number } };
