import { language } from '../../../shared/i18n/i18n';

const money = new Intl.NumberFormat(language, { style: 'currency', currency: 'PLN' });
const decimal = new Intl.NumberFormat(language, { maximumFractionDigits: 3 });

/** Amounts and weights through the formatter (Polish: "12,50 zł", "2,5"). */
export const formatMoney = (value: number): string => money.format(value);
export const formatDecimal = (value: number): string => decimal.format(value);
