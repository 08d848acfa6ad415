import { z } from 'zod';
import type { DataTableRequest } from '@parcel/contracts';

export const PAGE_SIZES = [10, 25, 50, 100] as const;

/**
 * A table's state as it lives in the URL (so it survives reload and back):
 * page (1-based), page size, sort column and direction, search text. Anything
 * malformed in the URL falls back to the defaults instead of failing the page.
 */
export function tableSearchSchema(defaultSize: number = 25) {
  return z.object({
    page: z.coerce.number().int().min(1).catch(1).default(1),
    size: z.coerce
      .number()
      .int()
      .refine((n) => (PAGE_SIZES as readonly number[]).includes(n))
      .catch(defaultSize)
      .default(defaultSize),
    sort: z.string().max(64).optional().catch(undefined),
    dir: z.enum(['asc', 'desc']).optional().catch(undefined),
    q: z.string().max(200).optional().catch(undefined),
  });
}
export type TableState = z.output<ReturnType<typeof tableSearchSchema>>;

export interface SortOrder {
  readonly column: string;
  readonly dir: 'asc' | 'desc';
}

/** The table protocol request for a state; without a sort in the URL the table's default order applies. */
export function toDataTableRequest(state: TableState, defaultOrder?: SortOrder): DataTableRequest {
  const order = state.sort ? { column: state.sort, dir: state.dir ?? 'asc' } : defaultOrder;
  return {
    draw: state.page,
    start: (state.page - 1) * state.size,
    length: state.size,
    order: order ? [{ column: order.column, dir: order.dir }] : [],
    search: { value: state.q?.trim() ?? '' },
  };
}

/** Header click: a new column sorts ascending, the sorted one flips. Back to page 1 either way. */
export function nextSort(state: TableState, column: string, defaultOrder?: SortOrder): Partial<TableState> {
  const current = state.sort ? { column: state.sort, dir: state.dir ?? 'asc' } : defaultOrder;
  const dir = current?.column === column && current.dir === 'asc' ? 'desc' : 'asc';
  return { sort: column, dir, page: 1 };
}

/** Pages for a filtered count (at least one, so an empty table still shows page 1). */
export function pageCount(recordsFiltered: number, size: number): number {
  return Math.max(1, Math.ceil(recordsFiltered / size));
}

/** "from–to" of the rows on a page. */
export function rowRange(state: TableState, rowsOnPage: number): { from: number; to: number } {
  const from = rowsOnPage === 0 ? 0 : (state.page - 1) * state.size + 1;
  return { from, to: rowsOnPage === 0 ? 0 : from + rowsOnPage - 1 };
}
