import { describe, expect, it } from 'vitest';
import { mayRemoveRow, thresholdRow, withRowAdded, withRowRemoved } from './thresholds';

const limits = (rows: readonly { limiting_threshold: number | '' }[]) => rows.map((row) => row.limiting_threshold);

describe('the weight-threshold rows', () => {
  it('given 3 and 5 kg, then a new row starts a step above (7 kg) at the last base amount', () => {
    const rows = withRowAdded([thresholdRow(3, 10), thresholdRow(5, 12.5)]);
    expect(limits(rows)).toEqual([3, 5, 7]);
    expect(rows[2]!.base_amount).toBe(12.5);
  });

  it('given one row, then the next is 5 kg above; given none, then 3 kg at 0', () => {
    expect(limits(withRowAdded([thresholdRow(30, 0)]))).toEqual([30, 35]);
    expect(withRowAdded([]).map((row) => [row.limiting_threshold, row.base_amount])).toEqual([[3, 0]]);
  });

  it('given the last limit empty, then the new row waits for its limit too', () => {
    expect(limits(withRowAdded([thresholdRow(3, 0), thresholdRow('', 0)]))).toEqual([3, '', '']);
  });

  it('given decimals, then the new limit is not blurred by floating point', () => {
    expect(limits(withRowAdded([thresholdRow(0.1, 0), thresholdRow(0.3, 0)]))).toEqual([0.1, 0.3, 0.5]);
  });

  it('given a row removed, then the others keep their order and keys; the only row stays', () => {
    const rows = [thresholdRow(3, 0), thresholdRow(5, 0), thresholdRow(15, 0)];
    const left = withRowRemoved(rows, 1);
    expect(limits(left)).toEqual([3, 15]);
    expect(left.map((row) => row.key)).toEqual([rows[0]!.key, rows[2]!.key]);
    const only = [thresholdRow(3, 0)];
    expect(withRowRemoved(only, 0)).toEqual(only);
    expect(mayRemoveRow(only)).toBe(false);
    expect(mayRemoveRow(rows)).toBe(true);
  });

  it('given new rows, then each has a key of its own; a stored row keeps its id', () => {
    const rows = [thresholdRow(3, 0), thresholdRow(5, 0, 17)];
    expect(new Set(rows.map((row) => row.key)).size).toBe(2);
    expect(rows[0]).not.toHaveProperty('id');
    expect(rows[1]!.id).toBe(17);
  });
});
