import { describe, expect, it } from 'vitest';
import type { DomainError } from '../shared/errors.js';
import {
  decideCreateSector,
  decideDeleteSector,
  decideReleaseSectorCode,
  decideReserveSectorCode,
  evolveProblematicSector,
  evolveSectorCode,
  initialProblematicSectorState,
  initialSectorCodeState,
  seededSectorDetails,
} from './problematic-sector.js';
import type { ProblematicSectorEvent, SectorCodeEvent } from './problematic-sector.events.js';
import { SEEDED_SECTORS } from './sectors.js';

const details = { code: 'PAL-1', name: 'Paleta zwrotów', warehouseId: 1, internal: false, statusTypeId: 90 };
const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as DomainError).code;
  }
  return 'no error';
};
const sector = (...events: ProblematicSectorEvent[]) => events.reduce(evolveProblematicSector, initialProblematicSectorState);
const holder = (...events: SectorCodeEvent[]) => events.reduce(evolveSectorCode, initialSectorCodeState);

describe('problematic sectors', () => {
  it('given nothing, when created, then ProblematicSectorCreated; an unknown warehouse is refused', () => {
    expect(decideCreateSector(sector(), 100, details)).toEqual([{ type: 'ProblematicSectorCreated', data: { sectorId: 100, ...details } }]);
    expect(codeOf(() => decideCreateSector(sector(), 100, { ...details, warehouseId: 9 }))).toBe('warehouse_unknown');
  });

  it('given an added sector, when deleted, then ProblematicSectorDeleted; a second delete finds nothing', () => {
    const created = decideCreateSector(sector(), 100, details);
    expect(decideDeleteSector(sector(...created))).toEqual([{ type: 'ProblematicSectorDeleted', data: { sectorId: 100 } }]);
    expect(codeOf(() => decideDeleteSector(sector(...created, ...decideDeleteSector(sector(...created)))))).toBe(
      'problematic_sector_not_found',
    );
  });

  it('given a seeded sector, when deleted, then protected', () => {
    const seeded = SEEDED_SECTORS[0]!;
    const state = sector(...decideCreateSector(sector(), seeded.id, seededSectorDetails(seeded)));
    expect(codeOf(() => decideDeleteSector(state))).toBe('problematic_sector_protected');
  });

  it('given a code held by a sector, when another reserves it, then taken; once released, free again', () => {
    const reserved = decideReserveSectorCode(holder(), 1, 'PAL-1', 100);
    expect(codeOf(() => decideReserveSectorCode(holder(...reserved), 1, 'PAL-1', 101))).toBe('problematic_sector_code_taken');
    expect(decideReserveSectorCode(holder(...reserved), 1, 'PAL-1', 100)).toEqual([]);
    const released = decideReleaseSectorCode(holder(...reserved), 1, 'PAL-1', 100);
    expect(decideReserveSectorCode(holder(...reserved, ...released), 1, 'PAL-1', 101)).toHaveLength(1);
  });
});
