import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/**
 * Pickup points of the courier networks (Sameday easybox, Cargus Ship&Go),
 * written by the lockers sync of the couriers area (no projection: the
 * networks are the source). Our id carries the network: 'SD-<lockerId>',
 * 'CG-<Id>'. A locker the network no longer lists stays, inactive.
 */
export interface LockerTable {
  id: string;
  courier: 'sameday' | 'cargus';
  country_id: number;
  /** The address database's locality (spec/03 address ids), when known. */
  locality_id: number | null;
  locality_name: string;
  county: string | null;
  name: string;
  address: string;
  postal_code: string;
  lat: number | null;
  lng: number | null;
  /** Card payment at the locker. */
  supported_payment: boolean;
  active: boolean;
  /** Folded (lower case, no diacritics) name, address, locality and postal code: the search's haystack. */
  search_text: string;
  synced_at: Timestamp;
}

/**
 * THE SANDBOX couriers' own ledger of the AWBs they issued (not ours: it
 * stands for the courier's database), one per client reference, so the same
 * reference answers the same AWB across restarts.
 */
export interface SandboxCourierAwbTable {
  reference: string;
  courier: 'sameday' | 'cargus';
  awb: string;
  /** [{reference, number}] in the request's order. */
  parcels: ColumnType<{ reference: string; number: string }[], string, string>;
  created_at: Generated<Date>;
}

export interface LockersTables {
  lockers: LockerTable;
  sandbox_courier_awbs: SandboxCourierAwbTable;
}
