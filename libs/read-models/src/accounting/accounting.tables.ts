import type { ColumnType, JSONColumnType } from 'kysely';
import type { AccountedAmounts } from '@parcel/domain';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/**
 * One row per shipment and side (income, cost): the main amounts, the latest
 * after_service amounts, the list that priced them, or why none could.
 * `revision` is the accounting stream's revision (both sides' rows carry it),
 * the expected revision of the next append.
 */
export interface ShipmentAccountingTable {
  shipment_id: number;
  side: string;
  client_id: number;
  main: JSONColumnType<AccountedAmounts> | null;
  after_service: JSONColumnType<AccountedAmounts> | null;
  /** The amounts that stand: after_service, else main (null while none). */
  summary: number | null;
  currency: string | null;
  price_list_id: number | null;
  price_list_revision: number | null;
  /** kg, the sum of the parcels' accounting weights, and the parcels priced (the billing statement shows them). */
  accounting_weight: number | null;
  parcel_count: number | null;
  /** The Warsaw day the shipment became accountable. */
  accounted_on: string;
  /** no_operational_price_list_match | missing_exchange_rate while not accounted; else null. */
  failure: string | null;
  failure_details: JSONColumnType<Record<string, unknown>> | null;
  revision: number;
  updated_at: Timestamp;
}

/** PLN per unit of a currency from a day on. */
export interface ExchangeRateTable {
  currency: string;
  valid_from: string;
  pln_per_unit: number;
}

export interface AccountingTables {
  shipment_accounting: ShipmentAccountingTable;
  exchange_rates: ExchangeRateTable;
}
