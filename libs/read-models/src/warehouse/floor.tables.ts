import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** The floor's own copy of each workstation and who works there (kept from the workstation events). */
export interface FloorStationTable {
  id: number;
  code: string;
  workstation_type_id: number;
  warehouse_id: number;
  worker_user_id: string | null;
  worker_email: string | null;
  worker_since: Timestamp | null;
  workflow_id: number | null;
  deleted: boolean;
}

/** A workstation's last scan (by the code its events carry) and the scan (correlation id) it belongs to. */
export interface FloorStationScanTable {
  workstation_code: string;
  at: Timestamp;
  parcel_id: number;
  kind: string;
  status_type_id: number | null;
  zone: number | null;
  sector_code: string | null;
  correlation_id: string;
}

/** Scans per workstation and minute (the 15-minute count sums 15 rows). */
export interface FloorScanMinuteTable {
  workstation_code: string;
  minute: Timestamp;
  scans: number;
}

/** Where a parcel waits on the floor (a zone to leave, a problem sector to be resolved). */
export interface FloorParcelTable {
  parcel_id: number;
  wait_zone: number | null;
  bucket: string | null;
  zone_since: Timestamp | null;
  sector_id: number | null;
  sector_code: string | null;
  sector_since: Timestamp | null;
}

/** Parcels waiting per zone, kept as a counter. */
export interface FloorZoneTable {
  zone: number;
  waiting: number;
}

/** Parcels waiting per problem sector, kept as a counter. */
export interface FloorSectorTable {
  sector_id: number;
  sector_code: string;
  waiting: number;
}

export interface FloorTables {
  floor_stations: FloorStationTable;
  floor_station_scans: FloorStationScanTable;
  floor_scan_minutes: FloorScanMinuteTable;
  floor_parcels: FloorParcelTable;
  floor_zones: FloorZoneTable;
  floor_sectors: FloorSectorTable;
}
