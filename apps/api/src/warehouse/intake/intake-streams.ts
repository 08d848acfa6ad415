import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import {
  evolveClientAlias,
  evolveExternalInbound,
  inboundBarcodeKey,
  initialClientAliasState,
  initialExternalInboundState,
  normalizeAlias,
  readScan,
  scannedParcelId,
  type ClientAliasEvent,
  type ClientAliasState,
  type ExternalInboundEvent,
  type ExternalInboundState,
} from '@parcel/domain';
import { WrongExpectedRevisionError, type Position } from '@parcel/event-store';
import type { ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../../bootstrap/infrastructure.js';
import type { CommandContext } from '../../cqrs/command-context.js';
import { EventSourced, type Loaded, type StreamModel } from '../../cqrs/event-sourced.js';
import { INFRA } from '../../shared/tokens.js';

export const externalInboundModel: StreamModel<ExternalInboundState, ExternalInboundEvent> = {
  initial: initialExternalInboundState,
  evolve: evolveExternalInbound,
};
export const clientAliasModel: StreamModel<ClientAliasState, ClientAliasEvent> = {
  initial: initialClientAliasState,
  evolve: evolveClientAlias,
};

/** A value as part of a stream name: any barcode or alias, fixed length, no odd characters. */
const keyOf = (value: string): string => createHash('sha256').update(value).digest('hex').slice(0, 40);

export const externalInboundStream = (id: number): string => `external-inbound-${id}`;
export const externalInboundBarcodeStream = (barcode: string): string => `external-inbound-barcode-${keyOf(inboundBarcodeKey(barcode))}`;
export const intakeBarcodeStream = (barcode: string): string => `intake-barcode-${keyOf(barcode.trim())}`;
export const clientAliasStream = (id: number): string => `client-alias-${id}`;
export const clientAliasNameStream = (alias: string): string => `client-alias-name-${keyOf(normalizeAlias(alias))}`;

/** The buffer parcel an unknown barcode became at intake (its reservation). */
export interface IntakeReservation {
  readonly parcelId: number;
  readonly shipmentId: number;
  readonly scanId: string | null;
}

/** A parcel a barcode names: ours (label, number), a buffer number, or a courier's number of it. */
export interface FoundParcel {
  readonly parcelId: number;
  readonly shipmentId: number;
  /** Set when the barcode was reserved by an intake (the unknown barcode became this parcel). */
  readonly reservation: IntakeReservation | null;
}

type Sequence = 'external_inbound_ids' | 'client_alias_ids';

/**
 * The streams of intake, external inbound and aliases, their reservations
 * (one stream per barcode or alias, appended with no_stream: of two racing
 * scans exactly one makes the parcel, the inbound, the alias), ids from the
 * database sequences, and the parcel a scanned barcode names.
 */
@Injectable()
export class IntakeStreams {
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

  async nextId(sequence: Sequence): Promise<number> {
    const { rows } = await sql<{ id: string }>`SELECT nextval(${sequence}) AS id`.execute(this.db);
    return Number(rows[0]!.id);
  }

  loadInbound(id: number): Promise<Loaded<ExternalInboundState>> {
    return this.es.load(externalInboundStream(id), externalInboundModel);
  }

  onInbound(id: number, decide: (state: ExternalInboundState) => ExternalInboundEvent[], context: CommandContext) {
    return this.es.handle(externalInboundStream(id), externalInboundModel, decide, context);
  }

  /** Appends decided events to a fresh stream. */
  append(stream: string, events: readonly { type: string; data: unknown }[], context: CommandContext): Promise<Position | undefined> {
    return this.es.append(stream, -1, events, context);
  }

  loadAlias(id: number): Promise<Loaded<ClientAliasState>> {
    return this.es.load(clientAliasStream(id), clientAliasModel);
  }

  onAlias(id: number, decide: (state: ClientAliasState) => ClientAliasEvent[], context: CommandContext) {
    return this.es.handle(clientAliasStream(id), clientAliasModel, decide, context);
  }

  /** Appends to a fresh stream (no_stream): false when another writer made it first. */
  async reserve(stream: string, event: { type: string; data: unknown }, context: CommandContext): Promise<Position | undefined | false> {
    const [existing] = await this.es.readStream(stream, 1);
    if (existing) return false;
    try {
      return await this.es.append(stream, -1, [event], context);
    } catch (error) {
      if (error instanceof WrongExpectedRevisionError) return false;
      throw error;
    }
  }

  /** The first event of a reservation stream (its data), or null. */
  async reservation<T>(stream: string): Promise<T | null> {
    const [first] = await this.es.readStream(stream, 1);
    return first ? (first.data as T) : null;
  }

  async intakeReservation(barcode: string): Promise<IntakeReservation | null> {
    const data = await this.reservation<{ parcelId: number; shipmentId: number; scanId?: string }>(intakeBarcodeStream(barcode));
    return data ? { parcelId: data.parcelId, shipmentId: data.shipmentId, scanId: data.scanId ?? null } : null;
  }

  /**
   * The parcel a barcode names: our label or parcel number (the id is in it),
   * an unknown barcode an intake made a buffer parcel of (its reservation), or
   * a buffer number or courier's out number in the shipments read model.
   */
  async findParcel(barcode: string): Promise<FoundParcel | null> {
    const reading = readScan(barcode, 'intake');
    const ownId = scannedParcelId(reading);
    if (ownId !== null) {
      const parcel = await this.db
        .selectFrom('shipment_parcels')
        .select('shipment_id')
        .where('id', '=', ownId)
        .where('active', '=', true)
        .executeTakeFirst();
      return parcel ? { parcelId: ownId, shipmentId: parcel.shipment_id, reservation: null } : null;
    }
    if (reading.kind === 'label' || reading.kind === 'rejected') return null;
    const reservation = await this.intakeReservation(reading.raw);
    if (reservation) {
      // An adopted buffer parcel lives on its new shipment now.
      const now = await this.db
        .selectFrom('shipment_parcels')
        .select('shipment_id')
        .where('id', '=', reservation.parcelId)
        .where('active', '=', true)
        .executeTakeFirst();
      return { parcelId: reservation.parcelId, shipmentId: now?.shipment_id ?? reservation.shipmentId, reservation };
    }
    const outNumber = reading.kind === 'out_number' ? reading.number : reading.raw;
    const row = await this.db
      .selectFrom('shipment_parcels')
      .select(['id', 'shipment_id'])
      .where('active', '=', true)
      .where((eb) => eb.or([eb('external_buffer', '=', reading.raw), eb('external_last_mile', '=', outNumber)]))
      .orderBy('id')
      .executeTakeFirst();
    return row ? { parcelId: row.id, shipmentId: row.shipment_id, reservation: null } : null;
  }

  /** The external inbound whose barcode or waybill this is (an intake scan of it answers 203). */
  async inboundByBarcode(barcode: string): Promise<{ id: number; waybill: string } | null> {
    const key = inboundBarcodeKey(barcode);
    const row = await this.db
      .selectFrom('external_inbounds')
      .select(['id', 'waybill'])
      .where((eb) => eb.or([eb('barcode_key', '=', key), eb('waybill', '=', key)]))
      .orderBy('id')
      .executeTakeFirst();
    return row ?? null;
  }
}
