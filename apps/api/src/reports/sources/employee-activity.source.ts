import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { ExportOrderedData } from '@parcel/domain';
import type { ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../../bootstrap/infrastructure.js';
import { keysetBatches } from '../../shared/keyset-batches.js';
import { INFRA } from '../../shared/tokens.js';
import type { ReportSource, ReportSourceFactory } from './report-source.js';

/**
 * employee_activity: per Warsaw day, warehouse user and workstation, the status
 * rows recorded (of them, by a scan) and the classifications, from the
 * employee_activity read model (built from the events' metadata). Every
 * client's parcels: the report is the operator's.
 */
@Injectable()
export class EmployeeActivitySource implements ReportSourceFactory {
  readonly types = ['employee_activity'] as const;
  private readonly db: ReadModelDb;
  constructor(@Inject(INFRA) infra: Infrastructure) {
    this.db = infra.database.db as ReadModelDb;
  }

  create(order: ExportOrderedData): ReportSource {
    const base = () => this.db.selectFrom('employee_activity as a').where('a.day', '>=', order.start).where('a.day', '<=', order.end);
    return {
      sheet: 'Aktywność pracowników',
      columns: [
        { key: 'day', header: 'Dzień', kind: 'date', width: 12 },
        { key: 'email', header: 'Pracownik', kind: 'text', width: 32 },
        { key: 'workstation', header: 'Stanowisko', kind: 'text', width: 14 },
        { key: 'scans', header: 'Skany', kind: 'number', width: 10 },
        { key: 'statuses', header: 'Nadane statusy', kind: 'number', width: 14 },
        { key: 'classifications', header: 'Klasyfikacje', kind: 'number', width: 14 },
      ],
      count: async () =>
        Number(
          (
            await base()
              .select(sql<number>`count(*)::int`.as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        ),
      batches: async function* (this: void, size: number) {
        // Keyset pages in the primary key's order.
        const pages = keysetBatches(size, (after: { day: string; user_id: string; workstation: string } | undefined) => {
          let query = base()
            .leftJoin('users as u', 'u.id', 'a.user_id')
            .select(['a.day', 'a.user_id', 'a.workstation', 'a.scans', 'a.statuses', 'a.classifications', 'u.email'])
            .orderBy('a.day')
            .orderBy('a.user_id')
            .orderBy('a.workstation')
            .limit(size);
          if (after)
            query = query.where(sql<boolean>`(a.day, a.user_id, a.workstation) > (${after.day}, ${after.user_id}, ${after.workstation})`);
          return query.execute();
        });
        for await (const rows of pages) yield rows.map((r) => ({ ...r, email: r.email ?? r.user_id, workstation: r.workstation || null }));
      },
    };
  }
}
