import { describe, expect, it } from 'vitest';
import { keysetBatches } from './keyset-batches.js';

const collect = async <T>(pages: AsyncIterable<T[]>) => {
  const out: T[][] = [];
  for await (const page of pages) out.push(page);
  return out;
};

describe('keysetBatches', () => {
  const rows = [1, 2, 3, 4, 5, 6, 7];
  const reads: (number | undefined)[] = [];
  const page = (size: number) => async (after: number | undefined) => {
    reads.push(after);
    return rows.filter((r) => after === undefined || r > after).slice(0, size);
  };

  it('given 7 rows and pages of 3, then 3 + 3 + 1, each read after the last row of the page before; a short page ends it', async () => {
    reads.length = 0;
    expect(await collect(keysetBatches(3, page(3)))).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(reads).toEqual([undefined, 3, 6]);
  });

  it('given rows that fill the last page exactly, then one more read finds none', async () => {
    reads.length = 0;
    expect(await collect(keysetBatches(7, page(7)))).toEqual([rows]);
    expect(reads).toEqual([undefined, 7]);
  });
});
