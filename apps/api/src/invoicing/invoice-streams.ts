import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import {
  evolveInvoice,
  evolveInvoiceRun,
  initialInvoiceRunState,
  initialInvoiceState,
  invoiceRunStream,
  type AccountingPeriod,
  type InvoiceEvent,
  type InvoiceRunEvent,
  type InvoiceRunState,
  type InvoiceState,
} from '@parcel/domain';
import type { Position } from '@parcel/event-store';
import type { ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../bootstrap/infrastructure.js';
import type { CommandContext } from '../cqrs/command-context.js';
import { EventSourced, type AppendOptions, type Loaded, type StreamModel } from '../cqrs/event-sourced.js';
import { INFRA } from '../shared/tokens.js';

export const invoiceModel: StreamModel<InvoiceState, InvoiceEvent> = { initial: initialInvoiceState, evolve: evolveInvoice };
export const invoiceRunModel: StreamModel<InvoiceRunState, InvoiceRunEvent> = { initial: initialInvoiceRunState, evolve: evolveInvoiceRun };

/**
 * The invoices' streams (`invoice-<clientId>-<periodId>`), the runs' marks
 * (`invoice-run-<type>-<periodId>`) and the invoice ids (sequence
 * invoice_id_seq: runs on several replicas never share one).
 */
@Injectable()
export class InvoiceStreams {
  private readonly db: ReadModelDb;
  constructor(
    @Inject(EventSourced) private readonly es: EventSourced,
    @Inject(INFRA) infra: Infrastructure,
  ) {
    this.db = infra.database.db as ReadModelDb;
  }

  load(stream: string): Promise<Loaded<InvoiceState>> {
    return this.es.load(stream, invoiceModel);
  }

  append(
    stream: string,
    revision: number,
    events: readonly InvoiceEvent[],
    context: CommandContext,
    options?: AppendOptions,
  ): Promise<Position | undefined> {
    return this.es.append(stream, revision, events, context, options);
  }

  loadRun(period: AccountingPeriod): Promise<Loaded<InvoiceRunState>> {
    return this.es.load(invoiceRunStream(period.type, period.id), invoiceRunModel);
  }

  appendRun(period: AccountingPeriod, revision: number, events: readonly InvoiceRunEvent[], context: CommandContext) {
    return this.es.append(invoiceRunStream(period.type, period.id), revision, events, context);
  }

  /** Opens many invoices' streams in one statement (EventStore.appendMany): each its position, or WrongExpectedRevisionError. */
  appendMany(appends: readonly { streamId: string; revision: number; events: readonly InvoiceEvent[] }[], context: CommandContext) {
    return this.es.appendMany(appends, context);
  }

  /** `count` new invoice ids, in one round trip. */
  async nextInvoiceIds(count: number): Promise<number[]> {
    if (count === 0) return [];
    const { rows } = await sql<{ id: number }>`select nextval('invoice_id_seq')::int as id from generate_series(1, ${count})`.execute(this.db);
    return rows.map((r) => r.id);
  }
}
