import type { Product } from './product.js';

/** The invoicing steps the browser tests share: what an invoice run needs, made over the API as the admin. */

const warsawDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today in Warsaw (YYYY-MM-DD). */
export const warsawToday = (): string => warsawDay.format(new Date());

/** A day of the month before this one (YYYY-MM-DD): the monthly run invoices that month. */
export function dayOfLastMonth(day: number): string {
  const [year, month] = warsawToday().split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month - 2, day));
  return last.toISOString().slice(0, 10);
}

/** dd.mm.yyyy, as the console shows a day. */
export const shownDay = (date: string): string => date.split('-').reverse().join('.');

/** The monthly period the run of today invoices: the whole month before this one. */
export function lastMonth(): { from: string; to: string } {
  const [year, month] = warsawToday().split('-').map(Number) as [number, number];
  const from = new Date(Date.UTC(year, month - 2, 1)).toISOString().slice(0, 10);
  const to = new Date(Date.UTC(year, month - 1, 0)).toISOString().slice(0, 10);
  return { from, to };
}

async function expectOk(what: string, answer: Promise<{ status: number; body: unknown }>): Promise<any> {
  const { status, body } = await answer;
  if (status < 200 || status > 299) throw new Error(`${what}: ${status} ${JSON.stringify(body)}`);
  return body;
}

const bands = (...bases: number[]) => [3, 5, 15, 20, 30].map((limiting_threshold, i) => ({ limiting_threshold, base_amount: bases[i] }));

/**
 * The default lists of Romania from `beginDate`: income (PLN, bands 10.00 .. 30.00) and the cost list of
 * its courier 1 (EUR), and the exchange rates from a month before (accounting converts the factors).
 */
export async function romanianPriceLists(product: Product, token: string, beginDate: string): Promise<void> {
  for (const [currency, pln_per_unit] of [
    ['RON', 0.85],
    ['EUR', 4.3],
  ] as const) {
    await expectOk(
      `rate ${currency}`,
      product.api('PUT', '/api/app/v1/exchange_rate', { token, body: { currency, pln_per_unit, valid_from: '2020-01-01' } }),
    );
  }
  const common = { special_association: 'standard', begin_date: beginDate, weight_thresholds: bands(10, 12.5, 20, 25, 30) };
  await expectOk(
    'income list',
    product.api('POST', '/api/app/v1/operational_price_list/income', {
      token,
      body: { ...common, name: 'Rumunia domyślny', currency: 'PLN', specific_factors_currency: 'PLN', id_country: 1, id_courier: null },
    }),
  );
  await expectOk(
    'cost list',
    product.api('POST', '/api/app/v1/operational_price_list/cost', {
      token,
      body: {
        ...common,
        name: 'Sameday Rumunia',
        currency: 'EUR',
        specific_factors_currency: 'EUR',
        id_country: null,
        id_courier: 1,
        weight_thresholds: bands(1.5, 2, 3, 4, 5),
      },
    }),
  );
}

/** Records parcels as received at the shipping warehouse (status 55) at a past moment: the shipment is accountable on that day. */
export async function receivedOn(product: Product, token: string, parcelIds: readonly number[], day: string): Promise<void> {
  const when = `${day}T10:00:00.000Z`;
  await expectOk(
    'received',
    product.api('POST', '/api/app/v2/parcel/history', {
      token,
      body: parcelIds.map((parcel_id) => ({ parcel_id, status_type_id: 55, when, where: 'Tychy' })),
    }),
  );
}

/** Waits until the shipment's income side is accounted (or has failed, with `failed`): the run reads those rows. */
export async function accounted(product: Product, token: string, number: string, failed = false): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const answer = await product.api('GET', `/api/app/v2/shipment/${number}/accounted-amounts`, { token });
    const income = answer.body?.income;
    if (answer.status === 200 && (failed ? income?.failure : income?.main)) return;
    if (Date.now() > deadline) throw new Error(`shipment ${number} not accounted: ${JSON.stringify(answer.body)}`);
    await new Promise((done) => setTimeout(done, 250));
  }
}

/** The Wednesday of last week (YYYY-MM-DD): the weekly run invoices that week (Monday to Sunday). */
export function wednesdayOfLastWeek(): string {
  const [year, month, day] = warsawToday().split('-').map(Number) as [number, number, number];
  const today = new Date(Date.UTC(year, month - 1, day));
  const sinceMonday = (today.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(year, month - 1, day - sinceMonday - 5)).toISOString().slice(0, 10);
}

/** A client's own income list for Romania from `beginDate` charging nothing: its statement reports missing_amount. */
export async function zeroIncomeList(product: Product, token: string, clientId: number, beginDate: string): Promise<void> {
  await expectOk(
    'zero list',
    product.api('POST', '/api/app/v1/operational_price_list/income', {
      token,
      body: {
        name: `Zerowy ${clientId}`,
        special_association: 'standard',
        begin_date: beginDate,
        currency: 'PLN',
        specific_factors_currency: 'PLN',
        id_country: 1,
        id_courier: null,
        id_client: clientId,
        weight_thresholds: bands(0, 0, 0, 0, 0),
      },
    }),
  );
}
