/**
 * The statistics read model (spec/02 "Statistics"): parcels counted per kind,
 * client and Warsaw day. Everything it needs from other areas' events (client
 * names, a parcel's client and service, the status rows that may count) is
 * copied here when projected: the queries join nothing outside these tables.
 * Days are YYYY-MM-DD text (sorted as text they are in date order); kinds are
 * 'received_by_re' and 'back_in_poland' (libs/domain/src/statistics/kinds.ts).
 */

/** A client's name, from ClientCreated / ClientUpdated. */
export interface StatisticsClientTable {
  id: number;
  name: string;
}

/** A parcel's client and delivery service, from its shipment's order (ShipmentCreated / ShipmentChanged). */
export interface StatisticsParcelTable {
  parcel_id: number;
  client_id: number;
  delivery_service: number;
}

/** The status rows that may count (their types are STATISTICS_STATUS_TYPE_IDS), until deleted. */
export interface StatisticsStatusRowTable {
  row_id: number;
  parcel_id: number;
  status_type_id: number;
  /** ISO time of the row. */
  when: string;
}

/** Which parcel is counted for a kind, for which client, on which day, by which row (a parcel counts once per kind). */
export interface StatisticsCountedTable {
  kind: string;
  parcel_id: number;
  client_id: number;
  day: string;
  row_id: number;
}

/** Parcels counted per kind, client and day. */
export interface ClientDailyCountTable {
  kind: string;
  client_id: number;
  day: string;
  count: number;
}

/** Parcels counted per kind and client, ever (the table's last column without summing a year of days). */
export interface StatisticsClientTotalTable {
  kind: string;
  client_id: number;
  count: number;
}

/** Parcels counted per kind and day, every client together (the chart). */
export interface StatisticsDayTotalTable {
  kind: string;
  day: string;
  count: number;
}

export interface StatisticsTables {
  statistics_clients: StatisticsClientTable;
  statistics_parcels: StatisticsParcelTable;
  statistics_status_rows: StatisticsStatusRowTable;
  statistics_counted: StatisticsCountedTable;
  client_daily_counts: ClientDailyCountTable;
  statistics_client_totals: StatisticsClientTotalTable;
  statistics_day_totals: StatisticsDayTotalTable;
}
