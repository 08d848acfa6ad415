import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { ExportOrderedData } from '@parcel/domain';
import type { ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../../bootstrap/infrastructure.js';
import { keysetBatches } from '../../shared/keyset-batches.js';
import { INFRA } from '../../shared/tokens.js';
import { dimensionsOf } from './parcel-dimensions.js';
import type { FoundValidationError, ReportRow, ReportSource, ReportSourceFactory } from './report-source.js';

/**
 * invoiced_parcels_with_problem_return_to_client_decision: the parcels whose
 * stay in a problematic sector was resolved 'return_to_client' on the order's
 * Warsaw days (the warehouse's problem_parcels read model), of the order's
 * client or of all. Invoices do not exist yet: the invoice columns are there
 * and empty until the billing issue fills them (docs/reports.md).
 * A multi-pack shipment only some of whose parcels are in the report is a
 * validation error uncompleted_shipment_missing_parcel naming all its parcels.
 */
@Injectable()
export class ReturnToClientSource implements ReportSourceFactory {
  readonly types = ['invoiced_parcels_with_problem_return_to_client_decision'] as const;
  private readonly db: ReadModelDb;
  constructor(@Inject(INFRA) infra: Infrastructure) {
    this.db = infra.database.db as ReadModelDb;
  }

  create(order: ExportOrderedData): ReportSource {
    const db = this.db;
    const base = () => {
      let query = db
        .selectFrom('problem_parcels as p')
        .where('p.resolution', '=', 'return_to_client')
        .where('p.resolved_at', '>=', sql<Date>`(${order.start}::date)::timestamp at time zone 'Europe/Warsaw'`)
        .where('p.resolved_at', '<', sql<Date>`((${order.end}::date + 1)::timestamp) at time zone 'Europe/Warsaw'`);
      if (order.clientId !== null) query = query.where('p.client_id', '=', order.clientId);
      return query;
    };
    const shipments = new Map<number, { number: string; clientId: number; all: string[]; returned: Set<string> }>();
    return {
      sheet: 'Zwroty do klienta',
      columns: [
        { key: 'parcel_number', header: 'Numer paczki', kind: 'text', width: 22 },
        { key: 'shipment_number', header: 'Numer listu przewozowego', kind: 'text', width: 22 },
        { key: 'client_name', header: 'Klient', kind: 'text', width: 28 },
        { key: 'sector_code', header: 'Sektor', kind: 'text', width: 12 },
        { key: 'since', header: 'W sektorze od', kind: 'datetime', width: 18 },
        { key: 'resolved_at', header: 'Decyzja', kind: 'datetime', width: 18 },
        { key: 'resolved_by', header: 'Zdecydował', kind: 'text', width: 28 },
        { key: 'note', header: 'Notatka', kind: 'text', width: 30 },
        { key: 'invoice_number', header: 'Numer faktury', kind: 'text', width: 18 },
        { key: 'amount', header: 'Kwota netto', kind: 'amount', width: 14 },
      ],
      count: async () =>
        Number(
          (
            await base()
              .select(sql<number>`count(*)::int`.as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        ),
      batches: (size: number) =>
        keysetBatches(size, (after: { resolved_at: Date | null; id: string } | undefined) => {
          let query = base()
            .leftJoin('users as u', 'u.id', 'p.resolved_by')
            .leftJoin('problem_parcel_shipments as s', 's.shipment_id', 'p.shipment_id')
            .select([
              'p.id',
              'p.parcel_number',
              'p.shipment_id',
              'p.shipment_number',
              'p.client_id',
              'p.client_name',
              'p.sector_code',
              'p.since',
              'p.resolved_at',
              'p.note',
              'u.email as resolved_by',
              's.parcels as shipment_parcels',
            ])
            .orderBy('p.resolved_at')
            .orderBy('p.id')
            .limit(size);
          if (after) query = query.where(sql<boolean>`(p.resolved_at, p.id) > (${after.resolved_at}, ${after.id})`);
          return query.execute();
        }) as AsyncIterable<ReportRow[]>,
      check(rows) {
        for (const row of rows) {
          const id = row['shipment_id'] as number;
          const known = shipments.get(id) ?? {
            number: row['shipment_number'] as string,
            clientId: row['client_id'] as number,
            all: Object.values((row['shipment_parcels'] as Record<string, string> | null) ?? {}).sort(),
            returned: new Set<string>(),
          };
          known.returned.add(row['parcel_number'] as string);
          shipments.set(id, known);
        }
        return [];
      },
      async finish(): Promise<FoundValidationError[]> {
        const incomplete = [...shipments.values()].filter((s) => s.all.length > s.returned.size);
        const dimensions = await dimensionsOf(
          db,
          incomplete.flatMap((s) => s.all),
        );
        return incomplete.map((s) => ({
          type: 'uncompleted_shipment_missing_parcel',
          internalWaybill: s.number,
          parcelInternalNumbers: s.all,
          additionalData: {
            clientId: s.clientId,
            exported_count: s.returned.size,
            expected_count: s.all.length,
            dimensions: Object.fromEntries(s.all.flatMap((n) => (dimensions.has(n) ? [[n, dimensions.get(n)!]] : []))),
          },
        }));
      },
    };
  }
}
