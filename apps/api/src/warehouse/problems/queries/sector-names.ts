import { SEEDED_SECTORS } from '@parcel/domain';

/**
 * A problematic sector's name for showing. The seeded sectors' names are fixed
 * (libs/domain sectors.ts); a sector added later shows its code until the
 * sector types' read model (problematic_sectors) is read here.
 */
export function sectorName(id: number, code: string): string {
  return SEEDED_SECTORS.find((s) => s.id === id)?.name ?? code;
}
