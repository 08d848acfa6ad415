import type { PriceListCurrency } from '../pricing/price-list-terms.js';

/**
 * What the accounting formulas price (docs/accounting.md): the facts of one
 * shipment at its accounting moment, gathered from its streams and its
 * client's parameters by the accounting process manager.
 */

export interface ParcelSize {
  /** kg */
  readonly weight: number;
  /** cm */
  readonly height: number;
  readonly width: number;
  readonly length: number;
}

export interface AccountingParcel {
  readonly parcelId: number;
  readonly declared: ParcelSize;
  /** What the warehouse measured; null while not measured (the declared size counts). */
  readonly measured: ParcelSize | null;
  readonly nonConveyable: boolean;
}

export interface AccountingInput {
  readonly shipmentId: number;
  readonly clientId: number;
  /** Destination (or, for returns, origin) country. */
  readonly countryId: number;
  /** Last-mile courier (cost lists). */
  readonly courierId: number;
  readonly isReturn: boolean;
  readonly isLocker: boolean;
  readonly isEmag: boolean;
  readonly parcels: AccountingParcel[];
  /** Cash on delivery and declared value, in `contentCurrency`. */
  readonly codValue: number;
  readonly declaredValue: number;
  readonly contentCurrency: string;
  /** The parcel came back unclaimed (a return status after dispatch). */
  readonly unclaimed: boolean;
  /** The client's USE_REAL_WEIGHT_FOR_<country> says real weight (the volumetric weight is ignored). */
  readonly useRealWeight: boolean;
  /** The client's SIDE_FORMULA_LIMIT (cm, default 300). */
  readonly sideFormulaLimit: number;
}

/** The accounted amounts of one shipment and one side (spec/03 §3), in the list's currency, rounded to 0.01. */
export interface AccountedAmounts {
  readonly summary: number;
  /** Units of the list's currency per unit of its specific-factors currency. */
  readonly specific_exchange_rate: number;
  readonly base: number;
  readonly cod: number;
  readonly insurance: number;
  readonly overweight: number;
  readonly oversize: number;
  readonly multi_pack: number;
  readonly unclaimed: number;
  readonly collect_from_client: number;
}

/** Exchange rates admins keep: PLN per one unit of each currency (PLN itself is 1). */
export type ExchangeRates = Readonly<Partial<Record<PriceListCurrency | string, number>>>;
