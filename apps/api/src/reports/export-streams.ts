import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { evolveExport, exportStream, initialExportState, type ExportEvent, type ExportState } from '@parcel/domain';
import { WrongExpectedRevisionError, type Position } from '@parcel/event-store';
import type { ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../bootstrap/infrastructure.js';
import type { CommandContext } from '../cqrs/command-context.js';
import { EventSourced, type Loaded, type StreamModel } from '../cqrs/event-sourced.js';
import { INFRA } from '../shared/tokens.js';

/** Appends tried on an export someone else just changed (the worker's progress beside an admin's click). */
const UPDATE_ATTEMPTS = 5;

export const exportModel: StreamModel<ExportState, ExportEvent> = { initial: initialExportState, evolve: evolveExport };

/** The exports' streams (`export-<uuid>`) and the numbers of exports and validation errors (sequences). */
@Injectable()
export class ExportStreams {
  private readonly db: ReadModelDb;
  constructor(
    @Inject(EventSourced) private readonly es: EventSourced,
    @Inject(INFRA) infra: Infrastructure,
  ) {
    this.db = infra.database.db as ReadModelDb;
  }

  load(identifier: string): Promise<Loaded<ExportState>> {
    return this.es.load(exportStream(identifier), exportModel);
  }

  /** Load, decide (pure: it may run again after a racing append), append. */
  async update(
    identifier: string,
    decide: (state: ExportState) => ExportEvent[],
    context: CommandContext,
  ): Promise<{ events: ExportEvent[]; position: Position | undefined; state: ExportState }> {
    for (let attempt = 1; ; attempt++) {
      const { state, revision } = await this.load(identifier);
      const events = decide(state);
      try {
        const position = await this.es.append(exportStream(identifier), revision, events, context);
        return { events, position, state: events.reduce(evolveExport, state) };
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError) || attempt === UPDATE_ATTEMPTS) throw error;
      }
    }
  }

  async nextExportId(): Promise<number> {
    const { rows } = await sql<{ id: number }>`select nextval('export_id_seq')::int as id`.execute(this.db);
    return rows[0]!.id;
  }

  async nextValidationErrorIds(count: number): Promise<number[]> {
    if (count === 0) return [];
    const { rows } = await sql<{
      id: number;
    }>`select nextval('export_validation_error_id_seq')::int as id from generate_series(1, ${count})`.execute(this.db);
    return rows.map((row) => row.id);
  }
}
