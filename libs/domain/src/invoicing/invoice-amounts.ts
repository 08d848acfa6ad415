import { exchangeRate } from '../accounting/cross-rate.js';
import type { ExchangeRates } from '../accounting/accounting-input.js';
import { roundMoney } from '../accounting/money.js';
import type { AccountingPeriod } from './accounting-periods.js';
import type { InvoiceLine } from './invoice.events.js';

/**
 * An invoice's amounts (docs/invoicing.md "Amounts"): the income the client's
 * shipments of the period were charged (the accounting read model's summaries
 * that stand, in each price list's currency), converted into the client's
 * INVOICE_CURRENCY with the exchange-rate table in force on the period's last
 * day (cross rates through PLN), each currency's sum rounded to 0.01, then net
 * to gross by INVOICING_VAT_RATE: 23 -> x 1.23 (rounded to 0.01), np -> gross
 * = net. One position for the whole period, the shipment count as its
 * quantity: "Usługi spedycyjne <from> – <to>".
 */

/** The income of the period in one list currency: the sum of the summaries and how many shipments. */
export interface PeriodIncome {
  readonly currency: string;
  readonly net: number;
  readonly shipments: number;
}

export const INVOICE_VAT_RATES = ['23', 'np'] as const;
export type InvoiceVatRate = (typeof INVOICE_VAT_RATES)[number];

/** The client's INVOICING_VAT_RATE; 23 when it has none (the parameter's default). */
export const invoiceVatRateOf = (value: string | null | undefined): InvoiceVatRate => (value === 'np' ? 'np' : '23');

export const grossOf = (net: number, vat: InvoiceVatRate): number => (vat === '23' ? roundMoney(net * 1.23) : roundMoney(net));

export const invoicePositionName = (period: Pick<AccountingPeriod, 'from' | 'to'>): string =>
  `Usługi spedycyjne ${period.from} – ${period.to}`;

export interface InvoiceAmounts {
  readonly net: number;
  readonly totalGross: number;
  readonly positions: InvoiceLine[];
}

/**
 * Throws missing_exchange_rate (naming the currency) when the table lacks a
 * rate the conversion needs.
 */
export function invoiceAmounts(input: {
  incomes: readonly PeriodIncome[];
  invoiceCurrency: string;
  vat: InvoiceVatRate;
  rates: ExchangeRates;
  period: Pick<AccountingPeriod, 'from' | 'to'>;
}): InvoiceAmounts {
  const { incomes, invoiceCurrency, vat, rates, period } = input;
  const net = roundMoney(
    incomes.reduce((sum, income) => sum + roundMoney(income.net * exchangeRate(rates, income.currency, invoiceCurrency)), 0),
  );
  const shipments = incomes.reduce((count, income) => count + income.shipments, 0);
  const totalGross = grossOf(net, vat);
  const positions: InvoiceLine[] =
    shipments > 0 ? [{ name: invoicePositionName(period), quantity: shipments, totalPriceGross: totalGross, tax: vat }] : [];
  return { net, totalGross, positions };
}
