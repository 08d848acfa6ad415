/**
 * The seeded status-type catalogue (spec/02 §3 status type; issue 10 §1).
 * Ids are stable: the shipments area records status rows by id, the warehouse
 * screens default to 55 (received in the warehouse), the listing groups them.
 * Admins may add more types (courier 1 = ours, deletable); these stay.
 */

/** Status types with a meaning the system relies on. */
export const STATUS_SYSTEM_IDS = [
  'created',
  'registered_with_courier',
  'warehouse_received',
  'sorted',
  'handed_to_courier',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'return_in_transit',
  'returned',
  'return_warehouse_received',
  'cancelled',
  'known_problem_detected',
  'unknown_problem_detected',
] as const;
export type StatusSystemId = (typeof STATUS_SYSTEM_IDS)[number];

/** Our own courier id: status types of courier 1 are ours (deletable when not seeded). */
export const OWN_STATUS_COURIER_ID = 1;
/** The default status of the scanning screens (spec/02 §9). */
export const DEFAULT_STATUS_TYPE_ID = 55;

export interface StatusGroup {
  readonly id: number;
  readonly name: string;
  readonly name_ro: string;
}

/** Status groups for the listing filter (GET app/v1/status_type_group/list). */
export const STATUS_GROUPS: readonly StatusGroup[] = [
  { id: 1, name: 'Nowe', name_ro: 'Noi' },
  { id: 2, name: 'W magazynie', name_ro: 'În depozit' },
  { id: 3, name: 'W drodze', name_ro: 'În tranzit' },
  { id: 4, name: 'Doręczone', name_ro: 'Livrate' },
  { id: 5, name: 'Zwroty', name_ro: 'Retururi' },
  { id: 6, name: 'Anulowane', name_ro: 'Anulate' },
  { id: 7, name: 'Problemy', name_ro: 'Probleme' },
];

export interface SeededStatusType {
  readonly id: number;
  readonly system_id: StatusSystemId;
  readonly code: string;
  /** Internal name (staff). */
  readonly name: string;
  readonly displayed_name: string;
  readonly displayed_name_ro: string;
  /** 1: shown to staff only, never on public tracking. */
  readonly internal: 0 | 1;
  readonly id_courier: number;
  readonly group_id: number;
  /** False: a parcel that has it already refuses it again ('Ten status nie może zostać nadany ponownie!'). */
  readonly repeatable: boolean;
}

const s = (
  id: number,
  system_id: StatusSystemId,
  code: string,
  name: string,
  displayed_name_ro: string,
  group_id: number,
  repeatable: boolean,
  internal: 0 | 1 = 0,
): SeededStatusType => ({
  id,
  system_id,
  code,
  name,
  displayed_name: name,
  displayed_name_ro,
  internal,
  id_courier: OWN_STATUS_COURIER_ID,
  group_id,
  repeatable,
});

export const SEEDED_STATUS_TYPES: readonly SeededStatusType[] = [
  s(1, 'created', 'CREATED', 'Utworzona', 'Creată', 1, false),
  s(2, 'registered_with_courier', 'REGISTERED', 'Zarejestrowana u kuriera', 'Înregistrată la curier', 1, false),
  s(55, 'warehouse_received', 'WH_RECEIVED', 'Przyjęta w magazynie', 'Primită în depozit', 2, true),
  s(56, 'sorted', 'SORTED', 'Posortowana', 'Sortată', 2, true),
  s(57, 'handed_to_courier', 'HANDED_OVER', 'Przekazana kurierowi', 'Predată curierului', 3, false),
  s(60, 'in_transit', 'IN_TRANSIT', 'W drodze', 'În tranzit', 3, true),
  s(61, 'out_for_delivery', 'OUT_FOR_DELIVERY', 'W doręczeniu', 'În curs de livrare', 3, true),
  s(62, 'delivered', 'DELIVERED', 'Doręczona', 'Livrată', 4, false),
  s(70, 'return_in_transit', 'RETURN_IN_TRANSIT', 'Zwrot w drodze', 'Retur în tranzit', 5, true),
  s(71, 'returned', 'RETURNED', 'Zwrócona do nadawcy', 'Returnată expeditorului', 5, false),
  s(72, 'return_warehouse_received', 'RETURN_WH_RECEIVED', 'Zwrot przyjęty w magazynie', 'Retur primit în depozit', 5, false),
  s(80, 'cancelled', 'CANCELLED', 'Anulowana', 'Anulată', 6, false),
  s(90, 'known_problem_detected', 'KNOWN_PROBLEM', 'Wykryto znany problem', 'Problemă cunoscută', 7, true, 1),
  s(91, 'unknown_problem_detected', 'UNKNOWN_PROBLEM', 'Wykryto nieznany problem', 'Problemă necunoscută', 7, true, 1),
];

export const seededStatusBySystemId = (systemId: StatusSystemId): SeededStatusType =>
  SEEDED_STATUS_TYPES.find((t) => t.system_id === systemId)!;

export const statusGroupById = (id: number): StatusGroup | undefined => STATUS_GROUPS.find((g) => g.id === id);
