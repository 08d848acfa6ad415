import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import {
  decideReleaseSectorCode,
  decideReserveSectorCode,
  evolveProblematicSector,
  evolveSectorCode,
  initialProblematicSectorState,
  initialSectorCodeState,
  problematicSectorStream,
  sectorCodeStream,
  type ProblematicSectorEvent,
  type ProblematicSectorState,
  type SectorCodeEvent,
  type SectorCodeState,
} from '@parcel/domain';
import type { Position } from '@parcel/event-store';
import type { ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../../bootstrap/infrastructure.js';
import type { CommandContext } from '../../cqrs/command-context.js';
import { EventSourced, type AppendOptions, type StreamModel } from '../../cqrs/event-sourced.js';
import { INFRA } from '../../shared/tokens.js';

export const problematicSectorModel: StreamModel<ProblematicSectorState, ProblematicSectorEvent> = {
  initial: initialProblematicSectorState,
  evolve: evolveProblematicSector,
};
export const sectorCodeModel: StreamModel<SectorCodeState, SectorCodeEvent> = { initial: initialSectorCodeState, evolve: evolveSectorCode };

/**
 * The sector streams (`problematic-sector-<id>`), the code reservations that
 * keep a code unique in its warehouse (`problematic-sector-code-<warehouse>-<code>`),
 * and the numbers of added sectors (sequence problematic_sector_ids, from 100).
 */
@Injectable()
export class ProblematicSectorStreams {
  private readonly db: ReadModelDb;
  constructor(
    @Inject(EventSourced) private readonly es: EventSourced,
    @Inject(INFRA) infra: Infrastructure,
  ) {
    this.db = infra.database.db as ReadModelDb;
  }

  handle(
    sectorId: number,
    decide: (state: ProblematicSectorState) => ProblematicSectorEvent[],
    context: CommandContext,
    options: AppendOptions = {},
  ) {
    return this.es.handle(problematicSectorStream(sectorId), problematicSectorModel, decide, context, options);
  }

  /** The code is held for the sector from now on (422 code when another sector holds it; a racing reserver gets 409). */
  async reserveCode(warehouseId: number, code: string, sectorId: number, context: CommandContext, options: AppendOptions = {}) {
    const { position } = await this.es.handle(
      sectorCodeStream(warehouseId, code),
      sectorCodeModel,
      (state) => decideReserveSectorCode(state, warehouseId, code, sectorId),
      context,
      options,
    );
    return position;
  }

  async releaseCode(warehouseId: number, code: string, sectorId: number, context: CommandContext): Promise<Position | undefined> {
    const { position } = await this.es.handle(
      sectorCodeStream(warehouseId, code),
      sectorCodeModel,
      (state) => decideReleaseSectorCode(state, warehouseId, code, sectorId),
      context,
    );
    return position;
  }

  async nextId(): Promise<number> {
    const { rows } = await sql<{ id: number }>`select nextval('problematic_sector_ids')::int as id`.execute(this.db);
    return rows[0]!.id;
  }

  /** Whether a sector's stream exists (the seeder leaves existing ones alone). */
  async exists(sectorId: number): Promise<boolean> {
    return (await this.es.readStream(problematicSectorStream(sectorId), 1)).length > 0;
  }
}
