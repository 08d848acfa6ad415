import type { PriceListTerms } from '../pricing/price-list-terms.js';
import type { Accounting } from './account-shipment.js';
import type { AccountedAmounts } from './accounting-input.js';

/** The charged lines and their sum (the exchange rate is how, not what, so it is not among them). */
const MONEY_FIELDS = [
  'summary',
  'base',
  'cod',
  'insurance',
  'overweight',
  'oversize',
  'multi_pack',
  'unclaimed',
  'collect_from_client',
] as const satisfies readonly (keyof AccountedAmounts)[];

const cents = (value: number): number => Math.round(value * 100);

/**
 * Whether a recomputation charges something else: any line differing by a
 * cent or more. after_service amounts are recorded only when this is true; a
 * changed exchange rate that moves no line changes nothing charged.
 */
export const amountsDiffer = (a: AccountedAmounts, b: AccountedAmounts): boolean =>
  MONEY_FIELDS.some((field) => cents(a[field]) !== cents(b[field]));

/** A shipment costing more than this many times its parcels at the list's dearest band is worth a look before invoicing. */
export const GIANT_AMOUNT_FACTOR = 10;

/** The billing statement's giant_amount validation error's data (spec/01: amount, accounting weight, parcel count). */
export interface GiantAmount {
  readonly amount: number;
  /** kg: the sum of the parcels' accounting weights. */
  readonly accountingWeight: number;
  readonly parcelsCount: number;
}

/**
 * A worryingly high amount (docs/accounting.md "Giant amounts"): the summary
 * above GIANT_AMOUNT_FACTOR x the list's highest base amount x the parcel
 * count. Relative to the list, so it holds in any currency; what trips it is a
 * typo (a weight in grams, a side in mm, a COD or declared value with zeros
 * too many), not an ordinary heavy parcel. null: nothing worrying.
 */
export function giantAmount(
  accounting: {
    readonly amounts: Pick<Accounting['amounts'], 'summary'>;
    readonly inputs: Pick<Accounting['inputs'], 'parcelCount' | 'accountingWeight'>;
  },
  list: Pick<PriceListTerms, 'weightThresholds'>,
): GiantAmount | null {
  const dearestBand = Math.max(0, ...list.weightThresholds.map((threshold) => threshold.base_amount));
  const { summary } = accounting.amounts;
  const { parcelCount, accountingWeight } = accounting.inputs;
  if (summary <= GIANT_AMOUNT_FACTOR * dearestBand * parcelCount) return null;
  return { amount: summary, accountingWeight, parcelsCount: parcelCount };
}
