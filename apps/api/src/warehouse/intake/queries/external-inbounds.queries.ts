import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type {
  DataTableResponse,
  ExternalInboundListRequest,
  ExternalInboundRow,
  ExternalInboundView,
  InboundCourierView,
} from '@parcel/contracts';
import { DomainError, INBOUND_COURIERS } from '@parcel/domain';
import type { ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../../../bootstrap/infrastructure.js';
import { runDataTable } from '../../../http/data-table.js';
import { INFRA } from '../../../shared/tokens.js';

/** Days are Polish calendar days. */
const ZONE = 'Europe/Warsaw';

const toRow = (r: any): ExternalInboundRow => ({
  id: r.id,
  waybill: r.waybill,
  barcode: r.barcode,
  scanned_at: new Date(r.scanned_at).toISOString(),
  scanned_by_user: { email: r.scanned_by_email },
  inbound_courier_id: r.inbound_courier_id,
  comment: r.comment,
  parcels_count: r.parcels_count,
});

/** External inbounds from their read model (the list, one inbound with its parcels) and the outside couriers. */
@Injectable()
export class ExternalInboundsQueries {
  private readonly db: ReadModelDb;
  constructor(@Inject(INFRA) infra: Infrastructure) {
    this.db = infra.database.db as ReadModelDb;
  }

  couriers(): InboundCourierView[] {
    return INBOUND_COURIERS.map(({ id, name }) => ({ id, name }));
  }

  /** POST external_inbound/list: newest first by default; courier, one day or a range of days (Warsaw), search in barcodes. */
  list(request: ExternalInboundListRequest): Promise<DataTableResponse<ExternalInboundRow>> {
    let base = this.db.selectFrom('external_inbounds').selectAll();
    if (request.inbound_courier_id) base = base.where('inbound_courier_id', '=', request.inbound_courier_id);
    const from = request.date ?? request.date_from;
    const to = request.date ?? request.date_to;
    if (from) base = base.where('scanned_at', '>=', sql<Date>`(${from}::date)::timestamp AT TIME ZONE ${ZONE}`);
    if (to) base = base.where('scanned_at', '<', sql<Date>`((${to}::date) + 1)::timestamp AT TIME ZONE ${ZONE}`);
    return runDataTable(base, request, {
      columns: [
        { name: 'id', sql: 'id' },
        { name: 'waybill', sql: 'waybill' },
        { name: 'barcode', sql: 'barcode' },
        { name: 'scanned_at', sql: 'scanned_at' },
        { name: 'inbound_courier_id', sql: 'inbound_courier_id' },
      ],
      defaultOrder: { column: 'scanned_at', dir: 'desc' },
      searchable: ['barcode'],
      toRow,
    });
  }

  async one(id: number): Promise<ExternalInboundView> {
    const row = await this.db.selectFrom('external_inbounds').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new DomainError('external_inbound_not_found');
    const parcels = await this.db
      .selectFrom('external_inbound_parcels')
      .select(['parcel_id', 'number', 'added_at'])
      .where('external_inbound_id', '=', id)
      .orderBy('added_at')
      .orderBy('parcel_id')
      .execute();
    const { parcels_count: _, ...view } = toRow(row);
    return { ...view, parcels: parcels.map((p) => ({ id: p.parcel_id, number: p.number, added_at: new Date(p.added_at).toISOString() })) };
  }
}
