import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import {
  evolveWorkstation,
  initialWorkstationState,
  workstationStream,
  type WorkstationEvent,
  type WorkstationState,
} from '@parcel/domain';
import type { Position } from '@parcel/event-store';
import type { ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../bootstrap/infrastructure.js';
import type { CommandContext } from '../cqrs/command-context.js';
import { EventSourced, type AppendOptions, type StreamModel } from '../cqrs/event-sourced.js';
import { INFRA } from '../shared/tokens.js';

export const workstationModel: StreamModel<WorkstationState, WorkstationEvent> = {
  initial: initialWorkstationState,
  evolve: evolveWorkstation,
};

/** The workstation streams (`workstation-<id>`), their numbers and the workflows' numbers (sequences workstation_ids, workflow_ids). */
@Injectable()
export class WorkstationStreams {
  private readonly db: ReadModelDb;
  constructor(
    @Inject(EventSourced) private readonly es: EventSourced,
    @Inject(INFRA) infra: Infrastructure,
  ) {
    this.db = infra.database.db as ReadModelDb;
  }

  /** Load, decide, append (a racing writer on the same workstation gets 409 and the caller may try again). */
  async handle(
    workstationId: number,
    decide: (state: WorkstationState) => WorkstationEvent[],
    context: CommandContext,
    options: AppendOptions = {},
  ): Promise<{ events: WorkstationEvent[]; position: Position | undefined; state: WorkstationState }> {
    return this.es.handle(workstationStream(workstationId), workstationModel, decide, context, options);
  }

  now(): string {
    return this.es.now().toISOString();
  }

  async nextId(sequence: 'workstation_ids' | 'workflow_ids'): Promise<number> {
    const { rows } = await sql<{ id: number }>`select nextval(${sql.lit(sequence)})::int as id`.execute(this.db);
    return rows[0]!.id;
  }

  /** The live workstation with this code (codes are upper-case). */
  async byCode(code: string): Promise<{ id: number } | undefined> {
    return this.db.selectFrom('workstations').select('id').where('code', '=', code).where('deleted_at', 'is', null).executeTakeFirst();
  }

  /** The live workstation a user works at. */
  async ofUser(userId: string): Promise<{ id: number; code: string } | undefined> {
    return this.db
      .selectFrom('workstations')
      .select(['id', 'code'])
      .where('active_user_id', '=', userId)
      .where('deleted_at', 'is', null)
      .orderBy('active_since', 'desc')
      .limit(1)
      .executeTakeFirst();
  }
}
