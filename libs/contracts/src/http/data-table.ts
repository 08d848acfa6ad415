import { z } from 'zod';

/**
 * The server-side table protocol used across the spec (DataTables style):
 * draw, start, length, order, search -> data, recordsTotal, recordsFiltered.
 * `order[].column` is a column index (into `columns`, or the endpoint's own
 * column list) or a column name.
 */
export const dataTableRequest = z.object({
  draw: z.coerce.number().int().min(0).default(0),
  start: z.coerce.number().int().min(0).default(0),
  length: z.coerce.number().int().min(1).max(500).default(25),
  columns: z.array(z.object({ data: z.string().max(64) })).max(50).optional(),
  order: z
    .array(z.object({ column: z.union([z.coerce.number().int().min(0), z.string().max(64)]), dir: z.enum(['asc', 'desc']).default('asc') }))
    .max(5)
    .default([]),
  search: z.object({ value: z.string().max(200).default('') }).default({ value: '' }),
});
export type DataTableRequest = z.output<typeof dataTableRequest>;

export interface DataTableResponse<Row> {
  draw: number;
  data: Row[];
  recordsTotal: number;
  recordsFiltered: number;
}

/** The answer of a table endpoint, its rows validated by `row`. */
export function dataTableResponseOf<Row extends z.ZodType>(row: Row) {
  return z.object({ draw: z.number(), data: z.array(row), recordsTotal: z.number(), recordsFiltered: z.number() });
}
