import { Inject, Injectable } from '@nestjs/common';
import type { DataTableResponse, ProblemParcelRow, ProblemParcelTableRequest } from '@parcel/contracts';
import type { ProblemParcelTable, ReadModelDb } from '@parcel/read-models';
import type { Selectable } from 'kysely';
import type { Infrastructure } from '../../../bootstrap/infrastructure.js';
import { runDataTable, type DataTableSpec } from '../../../http/data-table.js';
import { INFRA } from '../../../shared/tokens.js';
import { sectorName } from './sector-names.js';

type Record = Selectable<ProblemParcelTable> & { put_email: string | null; resolved_email: string | null };

const TABLE: DataTableSpec<ProblemParcelRow> = {
  columns: [
    { name: 'since', sql: 'p.since' },
    { name: 'sector', sql: 'p.sector_id' },
    { name: 'resolved_at', sql: 'p.resolved_at' },
    { name: 'id', sql: 'p.id' },
  ],
  defaultOrder: { column: 'since', dir: 'asc' },
  searchable: [],
  toRow: rowOf,
};

/** Reads of the 'problem_parcels' read model (the /resolve-problematic screen). */
@Injectable()
export class ProblemParcelsQueries {
  private readonly db: ReadModelDb;
  constructor(@Inject(INFRA) infra: Infrastructure) {
    this.db = infra.database.db as ReadModelDb;
  }

  /** POST problematic-sector/parcels: waiting (default), resolved or all stays, optionally of one sector, oldest first. */
  table(request: ProblemParcelTableRequest): Promise<DataTableResponse<ProblemParcelRow>> {
    let base = this.db
      .selectFrom('problem_parcels as p')
      .leftJoin('users as put', 'put.id', 'p.put_by')
      .leftJoin('users as res', 'res.id', 'p.resolved_by')
      .selectAll('p')
      .select(['put.email as put_email', 'res.email as resolved_email']);
    if (request.state === 'waiting') base = base.where('p.resolved_at', 'is', null);
    if (request.state === 'resolved') base = base.where('p.resolved_at', 'is not', null);
    if (request.sector_id !== undefined) base = base.where('p.sector_id', '=', request.sector_id);
    return runDataTable(base, request, TABLE);
  }
}

function rowOf(r: Record): ProblemParcelRow {
  return {
    id: r.id,
    parcel_id: r.parcel_id,
    parcel_number: r.parcel_number,
    shipment_id: r.shipment_id,
    shipment_number: r.shipment_number,
    client: { id: r.client_id, name: r.client_name },
    sector: { id: r.sector_id, code: r.sector_code, name: sectorName(r.sector_id, r.sector_code) },
    since: r.since.toISOString(),
    put_by: { user_id: r.put_by, email: r.put_email, workstation: r.put_at_workstation },
    resolved_at: r.resolved_at?.toISOString() ?? null,
    resolved_by: r.resolved_at ? { user_id: r.resolved_by, email: r.resolved_email, workstation: r.resolved_at_workstation } : null,
    resolution: r.resolution,
    note: r.note,
  };
}
