import type { PriceListCurrency, PriceListTerms, Surcharge } from '../pricing/price-list-terms.js';
import type { AccountedAmounts, AccountingInput, AccountingParcel, ExchangeRates } from './accounting-input.js';
import { isOversize, parcelWeights, sideFormula, sizeOf } from './accounting-weight.js';
import { weightBand } from './base-amount.js';
import { exchangeRate } from './cross-rate.js';
import { roundMoney, surchargeAmount } from './money.js';

/** One parcel's facts and its share of the per-parcel lines (list currency, each rounded to 0.01). */
export interface AccountedParcel {
  readonly parcelId: number;
  /** kg */
  readonly realWeight: number;
  readonly volumetricWeight: number;
  readonly accountingWeight: number;
  /** The limiting_threshold of the band charged. */
  readonly limitingThreshold: number;
  readonly overweightKg: number;
  /** cm: longest side + 2 x (the other two). */
  readonly sideFormula: number;
  readonly oversize: boolean;
  /** Recorded, not charged (docs/accounting.md "Not charged"). */
  readonly nonConveyable: boolean;
  readonly base: number;
  readonly overweight: number;
  readonly oversizeAmount: number;
  readonly multiPack: number;
}

/** A specific factor (COD, insurance) in the specific-factors currency: the value it is a percentage of, and the charge. */
export interface SpecificFactor {
  /** The shipment's value (COD or declared) converted into the specific-factors currency, 0.01. */
  readonly value: number;
  /** The surcharge in the specific-factors currency, 0.01 (before conversion into the list currency). */
  readonly charge: number;
}

/** The derived facts worth recording beside the amounts: with them and the list, every amount can be checked by hand. */
export interface AccountingFacts {
  readonly parcels: readonly AccountedParcel[];
  readonly parcelCount: number;
  /** kg: the sum of the parcels' accounting weights. */
  readonly accountingWeight: number;
  readonly useRealWeight: boolean;
  readonly sideFormulaLimit: number;
  readonly specificFactorsCurrency: PriceListCurrency;
  /** Units of the specific-factors currency per unit of the content currency; null when neither COD nor declared value is above 0. */
  readonly contentExchangeRate: number | null;
  readonly cod: SpecificFactor;
  readonly insurance: SpecificFactor;
  /** Recorded so a future rule can charge it (spec/03 §9: not charged today). */
  readonly unclaimed: boolean;
  readonly nonConveyableParcels: number;
}

/**
 * The facts an accounting event records beside its input and amounts: the
 * weights and bands the base was charged by and the values converted for COD
 * and insurance. The rest (real and volumetric weights, side formulas, each
 * parcel's lines) follows from the input and the list's revision by the
 * formulas of docs/accounting.md; leaving it out keeps the event small (a
 * re-accounting records 200,000 of them).
 */
export interface RecordedAccountingFacts {
  readonly parcelCount: number;
  readonly accountingWeight: number;
  readonly contentExchangeRate: number | null;
  readonly cod: SpecificFactor;
  readonly insurance: SpecificFactor;
  readonly parcels: readonly Pick<AccountedParcel, 'parcelId' | 'accountingWeight' | 'limitingThreshold'>[];
}

export function recordedFacts(facts: AccountingFacts): RecordedAccountingFacts {
  const { parcelCount, accountingWeight, contentExchangeRate, cod, insurance } = facts;
  return {
    parcelCount,
    accountingWeight,
    contentExchangeRate,
    cod,
    insurance,
    parcels: facts.parcels.map(({ parcelId, accountingWeight, limitingThreshold }) => ({ parcelId, accountingWeight, limitingThreshold })),
  };
}

export interface Accounting {
  readonly amounts: AccountedAmounts;
  /** The list's currency: every amount is in it. */
  readonly currency: PriceListCurrency;
  readonly inputs: AccountingFacts;
}

const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);
const money = (values: readonly number[]): number => roundMoney(sum(values));

function accountParcel(parcel: AccountingParcel, index: number, input: AccountingInput, list: PriceListTerms): AccountedParcel {
  const weights = parcelWeights(parcel, input.useRealWeight);
  const band = weightBand(list.weightThresholds, weights.accountingWeight);
  const size = sizeOf(parcel);
  const oversize = isOversize(size, input.sideFormulaLimit);
  return {
    parcelId: parcel.parcelId,
    ...weights,
    limitingThreshold: band.limitingThreshold,
    overweightKg: band.overweightKg,
    sideFormula: sideFormula(size),
    oversize,
    nonConveyable: parcel.nonConveyable,
    base: roundMoney(band.baseAmount),
    overweight: roundMoney(surchargeAmount(list.overweight_account_factor, band.baseAmount, band.overweightKg)),
    oversizeAmount: oversize ? roundMoney(surchargeAmount(list.oversize_account_factor, band.baseAmount)) : 0,
    // The first parcel (in the shipment's order) is the shipment; each one beyond it is a pack more.
    multiPack: index === 0 ? 0 : roundMoney(surchargeAmount(list.multi_pack_account_factor, band.baseAmount)),
  };
}

/** COD or insurance: the value converted into the specific-factors currency, the surcharge there, both to 0.01. */
function specificFactor(surcharge: Surcharge, value: number, contentRate: number | null): SpecificFactor {
  if (value <= 0 || contentRate === null) return { value: 0, charge: 0 };
  const converted = roundMoney(value * contentRate);
  return { value: converted, charge: roundMoney(surchargeAmount(surcharge, converted)) };
}

/**
 * The accounted amounts of one shipment by one price list (docs/accounting.md):
 * pure and deterministic. Throws `missing_exchange_rate` when the table lacks
 * a rate it needs (the specific-factors currency's always; the content
 * currency's when COD or declared value is above 0).
 */
export function accountShipment(input: AccountingInput, list: PriceListTerms, rates: ExchangeRates): Accounting {
  if (input.parcels.length === 0) throw new RangeError('A shipment is accounted with at least one parcel');
  const parcels = input.parcels.map((parcel, index) => accountParcel(parcel, index, input, list));
  const specificRate = exchangeRate(rates, list.specificFactorsCurrency, list.currency);
  const contentRate =
    input.codValue > 0 || input.declaredValue > 0 ? exchangeRate(rates, input.contentCurrency, list.specificFactorsCurrency) : null;
  const cod = specificFactor(list.cod_account_factor, input.codValue, contentRate);
  const insurance = specificFactor(list.insurance_account_factor, input.declaredValue, contentRate);

  const base = money(parcels.map((parcel) => parcel.base));
  const lines = {
    base,
    cod: roundMoney(cod.charge * specificRate),
    insurance: roundMoney(insurance.charge * specificRate),
    overweight: money(parcels.map((parcel) => parcel.overweight)),
    oversize: money(parcels.map((parcel) => parcel.oversizeAmount)),
    multi_pack: money(parcels.map((parcel) => parcel.multiPack)),
    // spec/03 §9: unclaimed (and cod card payment, non-conveyable) are not charged.
    unclaimed: 0,
    // spec/03 §9: always applied when above 0; a percent is of the shipment's base.
    collect_from_client: roundMoney(surchargeAmount(list.collect_from_client_account_factor, base)),
  };
  return {
    amounts: { summary: money(Object.values(lines)), specific_exchange_rate: specificRate, ...lines },
    currency: list.currency,
    inputs: {
      parcels,
      parcelCount: parcels.length,
      accountingWeight: Math.round(sum(parcels.map((parcel) => parcel.accountingWeight)) * 1000) / 1000,
      useRealWeight: input.useRealWeight,
      sideFormulaLimit: input.sideFormulaLimit,
      specificFactorsCurrency: list.specificFactorsCurrency,
      contentExchangeRate: contentRate,
      cod,
      insurance,
      unclaimed: input.unclaimed,
      nonConveyableParcels: input.parcels.filter((parcel) => parcel.nonConveyable).length,
    },
  };
}
