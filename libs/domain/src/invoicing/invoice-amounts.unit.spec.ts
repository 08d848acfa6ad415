import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/errors.js';
import { grossOf, invoiceAmounts, invoiceVatRateOf } from './invoice-amounts.js';

const NOVEMBER = { from: '2026-11-01', to: '2026-11-30' };
const RATES = { PLN: 1, EUR: 4.3, RON: 0.86 };

describe('an invoice’s amounts', () => {
  it('given PLN income and a PLN invoice at 23 %, then one position: net x 1.23, the shipment count as quantity', () => {
    // 62.95 + 31.29 = 94.24 net; x 1.23 = 115.9152 -> 115.92 gross.
    const amounts = invoiceAmounts({
      incomes: [{ currency: 'PLN', net: 94.24, shipments: 2 }],
      invoiceCurrency: 'PLN',
      vat: '23',
      rates: RATES,
      period: NOVEMBER,
    });
    expect(amounts).toEqual({
      net: 94.24,
      totalGross: 115.92,
      positions: [{ name: 'Usługi spedycyjne 2026-11-01 – 2026-11-30', quantity: 2, totalPriceGross: 115.92, tax: '23' }],
    });
  });

  it('given income in PLN and RON and a EUR invoice, then each currency converted (cross rate through PLN) and summed; np: gross = net', () => {
    // PLN -> EUR = 1 / 4.30 = 0.2326 (4 decimals): 100.00 x 0.2326 = 23.26
    // RON -> EUR = 0.86 / 4.30 = 0.2000: 50.00 x 0.2000 = 10.00; net 33.26, np: gross 33.26.
    const amounts = invoiceAmounts({
      incomes: [
        { currency: 'PLN', net: 100, shipments: 3 },
        { currency: 'RON', net: 50, shipments: 1 },
      ],
      invoiceCurrency: 'EUR',
      vat: 'np',
      rates: RATES,
      period: NOVEMBER,
    });
    expect(amounts.net).toBe(33.26);
    expect(amounts.totalGross).toBe(33.26);
    expect(amounts.positions).toEqual([
      { name: 'Usługi spedycyjne 2026-11-01 – 2026-11-30', quantity: 4, totalPriceGross: 33.26, tax: 'np' },
    ]);
  });

  it('given a currency the table lacks, then missing_exchange_rate naming it', () => {
    const act = () =>
      invoiceAmounts({
        incomes: [{ currency: 'HUF', net: 1000, shipments: 1 }],
        invoiceCurrency: 'PLN',
        vat: '23',
        rates: RATES,
        period: NOVEMBER,
      });
    expect(act).toThrow(DomainError);
    try {
      act();
    } catch (error) {
      expect((error as DomainError).code).toBe('missing_exchange_rate');
      expect((error as DomainError).details).toMatchObject({ currency: 'HUF' });
    }
  });

  it('given no income, then no position; VAT rate 23 unless the parameter says np; gross rounded half-up', () => {
    expect(invoiceAmounts({ incomes: [], invoiceCurrency: 'PLN', vat: '23', rates: RATES, period: NOVEMBER }).positions).toEqual([]);
    expect([invoiceVatRateOf('np'), invoiceVatRateOf('23'), invoiceVatRateOf(null), invoiceVatRateOf(undefined)]).toEqual([
      'np',
      '23',
      '23',
      '23',
    ]);
    // 10.05 x 1.23 = 12.3615 -> 12.36; 0.5 x 1.23 = 0.615 -> 0.62 (half-up, not the binary 0.61499...).
    expect([grossOf(10.05, '23'), grossOf(0.5, '23'), grossOf(10.05, 'np')]).toEqual([12.36, 0.62, 10.05]);
  });
});
