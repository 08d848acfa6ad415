import type { NumberValue } from './price-list-form-values';

/** One row of the weight-threshold table: its limit (kg) and base amount; `key` keeps a row's inputs while rows come and go. */
export interface ThresholdRow {
  key: string;
  /** The stored row's id (absent on a new row and on a clone). */
  id?: number;
  limiting_threshold: NumberValue;
  base_amount: NumberValue;
}

let lastKey = 0;
const nextKey = () => `threshold-${(lastKey += 1)}`;

export function thresholdRow(limit: NumberValue, baseAmount: NumberValue, id?: number): ThresholdRow {
  return id === undefined
    ? { key: nextKey(), limiting_threshold: limit, base_amount: baseAmount }
    : { key: nextKey(), id, limiting_threshold: limit, base_amount: baseAmount };
}

/** How far above the last limit a new row starts when nothing better is known. */
const DEFAULT_STEP_KG = 5;

/**
 * A row added at the end: its limit a step above the last one (the table must
 * ascend), the step being the last two limits' difference (3, 5 -> 7) or 5 kg;
 * its base amount that of the last row. An empty table starts at 3 kg, 0.00.
 */
export function withRowAdded(rows: readonly ThresholdRow[]): ThresholdRow[] {
  const last = rows.at(-1);
  if (!last) return [thresholdRow(3, 0)];
  const lastLimit = typeof last.limiting_threshold === 'number' ? last.limiting_threshold : undefined;
  const before = rows.at(-2)?.limiting_threshold;
  const step = lastLimit !== undefined && typeof before === 'number' && lastLimit > before ? lastLimit - before : DEFAULT_STEP_KG;
  return [...rows, thresholdRow(lastLimit === undefined ? '' : round(lastLimit + step), last.base_amount)];
}

/** The table without the row at `index`; the last row stays (a list needs at least one threshold). */
export function withRowRemoved(rows: readonly ThresholdRow[], index: number): ThresholdRow[] {
  if (rows.length <= 1 || index < 0 || index >= rows.length) return [...rows];
  return rows.filter((_, i) => i !== index);
}

/** Whether a row may be removed (not the only one). */
export const mayRemoveRow = (rows: readonly ThresholdRow[]): boolean => rows.length > 1;

const round = (value: number) => Math.round(value * 1000) / 1000;
