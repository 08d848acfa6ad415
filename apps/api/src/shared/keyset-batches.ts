/**
 * Rows page after page by keyset: `page(after)` reads the next `size` rows
 * after `after` (undefined: from the start), in the order of its key. A short
 * page is the last one. Memory holds one page.
 */
export async function* keysetBatches<Row>(size: number, page: (after: Row | undefined) => Promise<Row[]>): AsyncIterable<Row[]> {
  let after: Row | undefined;
  for (;;) {
    const rows = await page(after);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < size) return;
    after = rows[rows.length - 1];
  }
}
