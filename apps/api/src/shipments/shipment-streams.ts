import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import {
  DomainError,
  evolveParcel,
  evolveShipment,
  initialParcelState,
  initialShipmentState,
  parcelStream,
  parseInternalNumber,
  shipmentStream,
  type ExistingShipment,
  type ParcelEvent,
  type ParcelState,
  type ShipmentEvent,
  type ShipmentState,
} from '@parcel/domain';
import { WrongExpectedRevisionError, type Position } from '@parcel/event-store';
import type { ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../bootstrap/infrastructure.js';
import type { CommandContext } from '../cqrs/command-context.js';
import { EventSourced, type Loaded, type StreamModel } from '../cqrs/event-sourced.js';
import { INFRA } from '../shared/tokens.js';

export const shipmentModel: StreamModel<ShipmentState, ShipmentEvent> = { initial: initialShipmentState, evolve: evolveShipment };
export const parcelModel: StreamModel<ParcelState, ParcelEvent> = { initial: initialParcelState, evolve: evolveParcel };

/** Two writers on one parcel: the loser decides again on the new state (bounded; a scan is never dropped silently). */
const PARCEL_ATTEMPTS = 5;

type Sequence = 'shipment_ids' | 'parcel_ids' | 'status_row_ids';

/** The found shipment of a number, and whether the number was a parcel's. */
export interface ShipmentRef {
  readonly shipmentId: number;
  readonly parcelId: number | null;
}

/**
 * The shipment and parcel streams of the shipments area: loading, deciding on
 * a parcel with a bounded retry, ids from the database sequences, and the
 * shipment a number names.
 */
@Injectable()
export class ShipmentStreams {
  private readonly db: ReadModelDb;
  constructor(
    @Inject(EventSourced) private readonly es: EventSourced,
    @Inject(INFRA) infra: Infrastructure,
  ) {
    this.db = infra.database.db as ReadModelDb;
  }

  load(shipmentId: number): Promise<Loaded<ShipmentState>> {
    return this.es.load(shipmentStream(shipmentId), shipmentModel);
  }

  async loadExisting(shipmentId: number): Promise<Loaded<ExistingShipment>> {
    const loaded = await this.load(shipmentId);
    if (loaded.state.status === 'none') throw new DomainError('shipment_not_found');
    return loaded as Loaded<ExistingShipment>;
  }

  loadParcel(parcelId: number): Promise<Loaded<ParcelState>> {
    return this.es.load(parcelStream(parcelId), parcelModel);
  }

  /** Decide on a parcel's stream; a racing writer makes it load and decide again (up to 5 times, then 409 scan_conflict). */
  async onParcel(parcelId: number, decide: (state: ParcelState) => ParcelEvent[], context: CommandContext): Promise<Position | undefined> {
    for (let attempt = 1; ; attempt++) {
      try {
        return (await this.es.handle(parcelStream(parcelId), parcelModel, decide, context)).position;
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
        if (attempt >= PARCEL_ATTEMPTS) throw new DomainError('scan_conflict');
      }
    }
  }

  /** Whether a parcel of the shipment carries a buffer number (its parcels' streams). */
  async anyBufferNumber(shipment: ExistingShipment): Promise<boolean> {
    const parcels = await Promise.all(shipment.order.parcels.map((p) => this.loadParcel(p.parcel_id)));
    return parcels.some(({ state }) => state.buffer !== null);
  }

  /** `count` fresh ids of a sequence, in one round trip. */
  async nextIds(sequence: Sequence, count: number): Promise<number[]> {
    if (count === 0) return [];
    const { rows } = await sql<{ id: string }>`SELECT nextval(${sequence}) AS id FROM generate_series(1, ${count})`.execute(this.db);
    return rows.map((r) => Number(r.id));
  }

  /**
   * The shipment a shipment's or parcel's internal number names (the number
   * itself carries the id; a number failing its check digit is not found).
   * A parcel is looked up for its shipment in the read model.
   */
  async find(number: string): Promise<ShipmentRef> {
    const ref = parseInternalNumber(number);
    if (!ref) throw new DomainError('shipment_not_found');
    if (ref.kind === 'shipment') return { shipmentId: ref.id, parcelId: null };
    // The whole number must be the parcel's (the country letters too), and the parcel still on a shipment.
    const parcel = await this.db
      .selectFrom('shipment_parcels')
      .select('shipment_id')
      .where('id', '=', ref.id)
      .where('number', '=', number.trim().toUpperCase())
      .where('active', '=', true)
      .executeTakeFirst();
    if (!parcel) throw new DomainError('shipment_not_found');
    return { shipmentId: parcel.shipment_id, parcelId: ref.id };
  }

  /** The shipment of each parcel (read model: parcels are known once their shipment is projected). */
  async shipmentsOfParcels(parcelIds: readonly number[]): Promise<Map<number, number>> {
    if (parcelIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('shipment_parcels')
      .select(['id', 'shipment_id'])
      .where('id', 'in', [...new Set(parcelIds)])
      .where('active', '=', true)
      .execute();
    return new Map(rows.map((r) => [r.id, r.shipment_id]));
  }

  /** The parcel a status row belongs to (null: no such row, or a shipment's own row). */
  async parcelOfRow(rowId: number): Promise<number | null> {
    const row = await this.db.selectFrom('parcel_status_rows').select('parcel_id').where('id', '=', rowId).executeTakeFirst();
    return row?.parcel_id ?? null;
  }
}
