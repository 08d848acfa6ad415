import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import {
  defineStatusType,
  evolveStatusType,
  existingStatusType,
  initialStatusTypeState,
  statusTypeStream,
  type ExistingStatusType,
  type StatusTypeDefinition,
  type StatusTypeEvent,
  type StatusTypeState,
} from '@parcel/domain';
import { WrongExpectedRevisionError, type Position } from '@parcel/event-store';
import type { ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../bootstrap/infrastructure.js';
import type { CommandContext } from '../cqrs/command-context.js';
import { EventSourced, type Loaded, type StreamModel } from '../cqrs/event-sourced.js';
import { INFRA } from '../shared/tokens.js';

export const statusTypeModel: StreamModel<StatusTypeState, StatusTypeEvent> = { initial: initialStatusTypeState, evolve: evolveStatusType };

/** A taken id (a database restored behind the streams): try the next one. */
const ID_ATTEMPTS = 20;

/** The status-type streams (`status-type-<id>`) and the numbers of new types (sequence status_type_id_seq, from 1000). */
@Injectable()
export class StatusTypeStreams {
  private readonly db: ReadModelDb;
  constructor(
    @Inject(EventSourced) private readonly es: EventSourced,
    @Inject(INFRA) infra: Infrastructure,
  ) {
    this.db = infra.database.db as ReadModelDb;
  }

  load(statusTypeId: number): Promise<Loaded<StatusTypeState>> {
    return this.es.load(statusTypeStream(statusTypeId), statusTypeModel);
  }

  /** Loads a type that exists and is not deleted, or throws status_type_not_found. */
  async loadExisting(statusTypeId: number): Promise<Loaded<ExistingStatusType>> {
    const loaded = await this.load(statusTypeId);
    return { ...loaded, state: existingStatusType(loaded.state) };
  }

  append(
    statusTypeId: number,
    revision: number,
    events: readonly StatusTypeEvent[],
    context: CommandContext,
  ): Promise<Position | undefined> {
    return this.es.append(statusTypeStream(statusTypeId), revision, events, context);
  }

  /**
   * Defines a new type under the next number of the sequence. The append
   * expects no stream, so a number whose stream exists already is never
   * reused: the next one is taken.
   */
  async defineNew(statusType: StatusTypeDefinition, context: CommandContext): Promise<{ id: number; position: Position | undefined }> {
    for (let attempt = 1; ; attempt++) {
      const id = await this.nextId();
      const events = defineStatusType(initialStatusTypeState, id, statusType);
      try {
        return { id, position: await this.append(id, -1, events, context) };
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError) || attempt === ID_ATTEMPTS) throw error;
      }
    }
  }

  private async nextId(): Promise<number> {
    const { rows } = await sql<{ id: number }>`select nextval('status_type_id_seq')::int as id`.execute(this.db);
    return rows[0]!.id;
  }
}
