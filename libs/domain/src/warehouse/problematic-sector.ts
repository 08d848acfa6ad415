import { DomainError, assertNever } from '../shared/errors.js';
import { warehouseById } from './catalogue.js';
import type { ProblematicSectorDetails, ProblematicSectorEvent, SectorCodeEvent } from './problematic-sector.events.js';
import { SEEDED_SECTORS, type SeededSector } from './sectors.js';
import { DEFAULT_WAREHOUSE_ID } from './catalogue.js';

/** Ids of sectors added by people start here (a PostgreSQL sequence); the seeded ones stay below. */
export const FIRST_ADDED_SECTOR_ID = 100;

export type ProblematicSectorState =
  | { readonly status: 'none' }
  | { readonly status: 'active' | 'deleted'; readonly sectorId: number; readonly details: ProblematicSectorDetails };

export const initialProblematicSectorState: ProblematicSectorState = { status: 'none' };

export function evolveProblematicSector(state: ProblematicSectorState, event: ProblematicSectorEvent): ProblematicSectorState {
  switch (event.type) {
    case 'ProblematicSectorCreated': {
      const { sectorId, ...details } = event.data;
      return { status: 'active', sectorId, details };
    }
    case 'ProblematicSectorDeleted':
      return state.status === 'none' ? state : { ...state, status: 'deleted' };
    default:
      return assertNever(event);
  }
}

export const isSeededSector = (sectorId: number): boolean => SEEDED_SECTORS.some((s) => s.id === sectorId);

/** A new sector on a stream that has none; the warehouse must be known (the status type is checked by the caller against the catalogue). */
export function decideCreateSector(
  state: ProblematicSectorState,
  sectorId: number,
  details: ProblematicSectorDetails,
): ProblematicSectorEvent[] {
  if (state.status !== 'none') throw new DomainError('problematic_sector_code_taken');
  if (!warehouseById(details.warehouseId)) throw new DomainError('warehouse_unknown');
  return [{ type: 'ProblematicSectorCreated', data: { sectorId, ...details } }];
}

/** The seeded sectors are protected (scanning and sorting name them by id): 409. */
export function decideDeleteSector(state: ProblematicSectorState): ProblematicSectorEvent[] {
  if (state.status !== 'active') throw new DomainError('problematic_sector_not_found');
  if (isSeededSector(state.sectorId)) throw new DomainError('problematic_sector_protected');
  return [{ type: 'ProblematicSectorDeleted', data: { sectorId: state.sectorId } }];
}

/** The definition of a seeded sector (warehouse 1, offered everywhere). */
export const seededSectorDetails = (seeded: SeededSector): ProblematicSectorDetails => ({
  code: seeded.code,
  name: seeded.name,
  warehouseId: DEFAULT_WAREHOUSE_ID,
  internal: false,
  statusTypeId: seeded.statusTypeId,
});

/** The holder of a sector code (null: free). */
export type SectorCodeState = { readonly sectorId: number | null };
export const initialSectorCodeState: SectorCodeState = { sectorId: null };

export function evolveSectorCode(state: SectorCodeState, event: SectorCodeEvent): SectorCodeState {
  switch (event.type) {
    case 'ProblematicSectorCodeReserved':
      return { sectorId: event.data.sectorId };
    case 'ProblematicSectorCodeReleased':
      return state.sectorId === event.data.sectorId ? { sectorId: null } : state;
    default:
      return assertNever(event);
  }
}

/** A code is taken while a sector holds it (422 on code). */
export function decideReserveSectorCode(state: SectorCodeState, warehouseId: number, code: string, sectorId: number): SectorCodeEvent[] {
  if (state.sectorId === sectorId) return [];
  if (state.sectorId !== null) throw new DomainError('problematic_sector_code_taken');
  return [{ type: 'ProblematicSectorCodeReserved', data: { warehouseId, code, sectorId } }];
}

/** A deleted sector gives its code back. */
export function decideReleaseSectorCode(state: SectorCodeState, warehouseId: number, code: string, sectorId: number): SectorCodeEvent[] {
  return state.sectorId === sectorId ? [{ type: 'ProblematicSectorCodeReleased', data: { warehouseId, code, sectorId } }] : [];
}
