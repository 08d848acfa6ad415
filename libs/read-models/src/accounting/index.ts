import type { ReadModelArea } from '../projector/read-model-area.js';
import { accountingProjection } from './accounting.projection.js';
import { exchangeRatesProjection } from './exchange-rates.projection.js';
import * as accounting from './migrations/2026-12-13T10-00-accounting.js';

export { ACCOUNTING } from './accounting.projection.js';
export { EXCHANGE_RATES } from './exchange-rates.projection.js';
export type { AccountingTables } from './accounting.tables.js';

/** Shipments' accounted amounts and the exchange-rate table. */
export const accountingReadModels: ReadModelArea = {
  name: 'accounting',
  projections: [accountingProjection, exchangeRatesProjection],
  migrations: { '2026-12-13T10-00-accounting': accounting },
};
