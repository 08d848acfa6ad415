import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** One row per problematic sector (deleted ones kept with deleted = true). */
export interface ProblematicSectorTable {
  id: number;
  code: string;
  name: string;
  warehouse_id: number;
  internal: boolean;
  status_type_id: number;
  deleted: boolean;
  updated_at: Timestamp;
}

/** What the warehouse floor knows of a parcel: its last measurement and the problematic sector it waits in. */
export interface ParcelFloorTable {
  parcel_id: number;
  shipment_id: number;
  weight: number | null;
  height: number | null;
  width: number | null;
  length: number | null;
  volumetric_weight: number | null;
  non_conveyable: ColumnType<boolean, boolean | undefined, boolean>;
  measured_at: Timestamp | null;
  sector_id: number | null;
  sector_since: Timestamp | null;
}

export interface ScanningTables {
  problematic_sectors: ProblematicSectorTable;
  parcel_floor: ParcelFloorTable;
}
