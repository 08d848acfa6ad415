import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import {
  evolveResignation,
  evolveResignationWaybill,
  initialResignationState,
  initialResignationWaybillState,
  releaseResignationWaybill,
  reserveResignationWaybill,
  resignationStream,
  resignationWaybillStream,
  type ResignationEvent,
  type ResignationState,
  type ResignationWaybillEvent,
  type ResignationWaybillState,
} from '@parcel/domain';
import { WrongExpectedRevisionError, type Position } from '@parcel/event-store';
import type { ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../bootstrap/infrastructure.js';
import type { CommandContext } from '../cqrs/command-context.js';
import { EventSourced, type Loaded, type StreamModel } from '../cqrs/event-sourced.js';
import { INFRA } from '../shared/tokens.js';

/** Appends tried on a stream another writer just changed. */
const UPDATE_ATTEMPTS = 5;

export const resignationModel: StreamModel<ResignationState, ResignationEvent> = {
  initial: initialResignationState,
  evolve: evolveResignation,
};

export const resignationWaybillModel: StreamModel<ResignationWaybillState, ResignationWaybillEvent> = {
  initial: initialResignationWaybillState,
  evolve: evolveResignationWaybill,
};

/**
 * The reports' streams (`resignation-<id>`), the ids of new reports (sequence
 * resignation_id_seq: two writers never share one) and the shipments'
 * reservation streams (`resignation-waybill-<shipmentId>`: one live report per
 * shipment, enforced on the write side).
 */
@Injectable()
export class ResignationStreams {
  private readonly db: ReadModelDb;
  constructor(
    @Inject(EventSourced) private readonly es: EventSourced,
    @Inject(INFRA) infra: Infrastructure,
  ) {
    this.db = infra.database.db as ReadModelDb;
  }

  now(): Date {
    return this.es.now();
  }

  load(resignationId: number): Promise<Loaded<ResignationState>> {
    return this.es.load(resignationStream(resignationId), resignationModel);
  }

  /** A new report's events (expected: no stream). */
  create(resignationId: number, events: readonly ResignationEvent[], context: CommandContext): Promise<Position | undefined> {
    return this.es.append(resignationStream(resignationId), -1, events, context);
  }

  /**
   * Load, decide, append; a racing writer on the same report (an admin saving
   * while the client deletes) fails the append on its revision: decided again
   * on the new state, so the loser answers what the state says now.
   */
  async update(
    resignationId: number,
    decide: (state: ResignationState) => ResignationEvent[],
    context: CommandContext,
  ): Promise<{ state: ResignationState; events: ResignationEvent[]; position: Position | undefined }> {
    for (let attempt = 1; ; attempt++) {
      const { state, revision } = await this.load(resignationId);
      const events = decide(state);
      try {
        const position = await this.es.append(resignationStream(resignationId), revision, events, context);
        return { state: events.reduce(evolveResignation, state), events, position };
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError) || attempt === UPDATE_ATTEMPTS) throw error;
      }
    }
  }

  async nextId(): Promise<number> {
    const { rows } = await sql<{ id: string }>`SELECT nextval('resignation_id_seq') AS id`.execute(this.db);
    return Number(rows[0]!.id);
  }

  /** The report holding a shipment now, if it is live (recorded and not deleted). */
  async liveHolder(shipmentId: number): Promise<{ revision: number; state: ResignationWaybillState; holderLive: boolean }> {
    const { state, revision } = await this.es.load(resignationWaybillStream(shipmentId), resignationWaybillModel);
    const holderLive = state.resignationId !== null && (await this.load(state.resignationId)).state.status === 'reported';
    return { state, revision, holderLive };
  }

  /** Reserves the shipment for this report (resignation_exists while another live report holds it). */
  async reserve(shipmentId: number, resignationId: number, context: CommandContext): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      const { state, revision, holderLive } = await this.liveHolder(shipmentId);
      const events = reserveResignationWaybill(state, { shipmentId, resignationId, holderLive });
      try {
        await this.es.append(resignationWaybillStream(shipmentId), revision, events, context);
        return;
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError) || attempt === UPDATE_ATTEMPTS) throw error;
      }
    }
  }

  /** Frees the shipment of a deleted report (nothing when another report holds it by now). */
  async release(shipmentId: number, resignationId: number, context: CommandContext): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      const { state, revision } = await this.es.load(resignationWaybillStream(shipmentId), resignationWaybillModel);
      const events = releaseResignationWaybill(state, { shipmentId, resignationId });
      try {
        await this.es.append(resignationWaybillStream(shipmentId), revision, events, context);
        return;
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError) || attempt === UPDATE_ATTEMPTS) throw error;
      }
    }
  }
}
