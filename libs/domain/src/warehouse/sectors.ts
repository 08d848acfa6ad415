import { seededStatusBySystemId } from '../statuses/catalogue.js';

/**
 * The problematic sectors every warehouse floor starts with (warehouse 1,
 * TYCHY): where parcels with a problem wait until someone resolves them.
 * Admins and workers add more (POST problematic-sector); these ids are fixed
 * so scanning and sorting can name them.
 */
export interface SeededSector {
  readonly id: number;
  readonly code: string;
  readonly name: string;
  /** The status type a parcel gets when put there (91 unknown_problem_detected, 90 known_problem_detected). */
  readonly statusTypeId: number;
}

export const UNKNOWN_PROBLEM_SECTOR_ID = 1;
export const CANCELLED_SECTOR_ID = 5;
export const VERIFICATION_SECTOR_ID = 6;

export const SEEDED_SECTORS: readonly SeededSector[] = [
  { id: UNKNOWN_PROBLEM_SECTOR_ID, code: '1', name: 'Nieznany problem', statusTypeId: 91 },
  { id: 2, code: '2', name: 'Uszkodzona przesyłka', statusTypeId: 90 },
  { id: 3, code: '3', name: 'Duplikat etykiety', statusTypeId: 90 },
  { id: 4, code: '4', name: 'Duplikat etykiety eMAG', statusTypeId: 90 },
  { id: CANCELLED_SECTOR_ID, code: '5', name: 'Przesyłki anulowane i usunięte', statusTypeId: 90 },
  { id: VERIFICATION_SECTOR_ID, code: '6', name: 'Strefa weryfikacji', statusTypeId: 90 },
];

/** Sectors of duplicated labels (spec/02 §4): choosing one preselects the extra parcel row. */
export const DUPLICATE_SECTOR_CODES: readonly string[] = ['3', '4'];
export const isDuplicateSector = (code: string): boolean => DUPLICATE_SECTOR_CODES.includes(code);

/** The status types of the problem sectors (spec/02 §4: known_problem_detected opens the sector chooser, unknown_problem_detected goes to sector 1). */
export const KNOWN_PROBLEM_SYSTEM_ID = 'known_problem_detected';
export const UNKNOWN_PROBLEM_SYSTEM_ID = 'unknown_problem_detected';
export const KNOWN_PROBLEM_STATUS_ID = seededStatusBySystemId(KNOWN_PROBLEM_SYSTEM_ID).id;
export const UNKNOWN_PROBLEM_STATUS_ID = seededStatusBySystemId(UNKNOWN_PROBLEM_SYSTEM_ID).id;
