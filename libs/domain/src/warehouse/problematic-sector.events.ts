/** What defines a problematic sector (spec/02 §3 Problematic sector). */
export interface ProblematicSectorDetails {
  code: string;
  name: string;
  warehouseId: number;
  /** True: a sector of the problem desk only, not offered on the scanning and sorting screens. */
  internal: boolean;
  /** The status type a parcel gets when put there. */
  statusTypeId: number;
}

/** A sector's stream (problematic-sector-<id>). */
export type ProblematicSectorEvent =
  | { type: 'ProblematicSectorCreated'; data: { sectorId: number } & ProblematicSectorDetails }
  | { type: 'ProblematicSectorDeleted'; data: { sectorId: number } };

/** Who holds a sector code in a warehouse (problematic-sector-code-<warehouse>-<code>): codes are unique per warehouse. */
export type SectorCodeEvent =
  | { type: 'ProblematicSectorCodeReserved'; data: { warehouseId: number; code: string; sectorId: number } }
  | { type: 'ProblematicSectorCodeReleased'; data: { warehouseId: number; code: string; sectorId: number } };

export const problematicSectorStream = (sectorId: number): string => `problematic-sector-${sectorId}`;
export const sectorCodeStream = (warehouseId: number, code: string): string => `problematic-sector-code-${warehouseId}-${code}`;
