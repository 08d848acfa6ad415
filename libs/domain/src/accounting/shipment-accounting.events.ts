import type { PriceListCurrency, PriceListType } from '../pricing/price-list-terms.js';
import type { AccountedAmounts, AccountingInput } from './accounting-input.js';

export type AccountingReason = 'received' | 'measured' | 'returned' | 'unclaimed' | 'changed' | 're_account';
export type AccountingFailureReason = 'no_operational_price_list_match' | 'missing_exchange_rate';

export interface ShipmentAccountedData {
  readonly shipmentId: number;
  readonly clientId: number;
  readonly side: PriceListType;
  readonly kind: 'main' | 'after_service';
  readonly reason: AccountingReason;
  readonly priceListId: number;
  readonly priceListRevision: number;
  readonly currency: PriceListCurrency;
  readonly amounts: AccountedAmounts;
  readonly input: AccountingInput;
  readonly facts: Record<string, unknown>;
  readonly accountedOn: string;
  readonly at: string;
}

export interface ShipmentAccountingFailedData {
  readonly shipmentId: number;
  readonly clientId: number;
  readonly side: PriceListType;
  readonly reason: AccountingFailureReason;
  readonly details: Record<string, unknown>;
  readonly accountedOn: string;
  readonly at: string;
}

/** The events of a shipment's accounting stream (`shipment-accounting-<shipmentId>`). */
export type ShipmentAccountingEvent =
  | { type: 'ShipmentAccounted'; data: ShipmentAccountedData }
  | { type: 'ShipmentAccountingFailed'; data: ShipmentAccountingFailedData }
  | { type: 'ShipmentAccountingRecovered'; data: { shipmentId: number; clientId: number; side: PriceListType; at: string } };

/** The events of the exchange-rate table's stream (`exchange-rates`). */
export type ExchangeRateEvent =
  | { type: 'ExchangeRateSet'; data: { currency: PriceListCurrency; plnPerUnit: number; validFrom: string } }
  | { type: 'ExchangeRateRemoved'; data: { currency: PriceListCurrency; validFrom: string } };
