import { sql, type SelectQueryBuilder } from 'kysely';
import type { DataTableRequest, DataTableResponse } from '@parcel/contracts';
import { ValidationFailed } from './validation.js';

export interface DataTableSpec<Row> {
  /** Sortable columns by public name -> SQL expression; order[].column indexes into this list. */
  readonly columns: readonly { readonly name: string; readonly sql: string }[];
  readonly defaultOrder: { readonly column: string; readonly dir: 'asc' | 'desc' };
  /** Columns the search box matches (case-insensitive substring; each needs a trigram index on lower(column)). */
  readonly searchable: readonly string[];
  readonly toRow: (record: any) => Row;
}

/** A LIKE pattern matching `text` anywhere in a lower()-ed column, its wildcards taken literally. */
export const containing = (text: string): string => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

/**
 * The spec's server-side table protocol over any kysely query: counts before and
 * after the search, sorted by whitelisted columns only, one page.
 */
export async function runDataTable<Row>(
  base: SelectQueryBuilder<any, any, any>,
  request: DataTableRequest,
  spec: DataTableSpec<Row>,
): Promise<DataTableResponse<Row>> {
  const search = request.search.value.trim();
  const filtered = search
    ? base.where((eb) => eb.or(spec.searchable.map((column) => eb(sql`lower(${sql.ref(column)})`, 'like', containing(search)))))
    : base;
  const count = (query: SelectQueryBuilder<any, any, any>) =>
    query.clearSelect().select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow().then((r) => Number(r.n));
  const order = request.order
    .map(({ column, dir }, i) => {
      const name = typeof column === 'number' ? (request.columns?.[column]?.data ?? spec.columns[column]?.name) : column;
      // An index beyond the columns is a broken request (a name that is not sortable is only ignored).
      if (name === undefined) throw new ValidationFailed({ [`order.${i}.column`]: ['invalid_value'] });
      const found = spec.columns.find((c) => c.name === name);
      return found ? { sql: found.sql, dir } : undefined;
    })
    .filter((o) => o !== undefined);
  if (order.length === 0) {
    const fallback = spec.columns.find((c) => c.name === spec.defaultOrder.column)!;
    order.push({ sql: fallback.sql, dir: spec.defaultOrder.dir });
  }
  let page = filtered;
  for (const o of order) page = page.orderBy(sql.ref(o.sql), o.dir);
  const [recordsTotal, recordsFiltered, records] = await Promise.all([
    count(base),
    search ? count(filtered) : Promise.resolve(-1),
    page.offset(request.start).limit(request.length).execute(),
  ]);
  return {
    draw: request.draw,
    data: records.map(spec.toRow),
    recordsTotal,
    recordsFiltered: recordsFiltered === -1 ? recordsTotal : recordsFiltered,
  };
}
