import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import {
  DomainError,
  ZONE_RECEPTION,
  ZONE_WAITING_ROOM,
  sortingZone,
  deliveryService,
  scannedParcelId,
  type ScanReading,
  type SortingClient,
  type SortingShipment,
  type SortingSibling,
} from '@parcel/domain';
import { INT4_MAX } from '@parcel/contracts';
import type { ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../../bootstrap/infrastructure.js';
import { INFRA } from '../../shared/tokens.js';

/** The scanned parcel as the read models know it. */
export interface ScannedParcel {
  readonly parcelId: number;
  readonly shipmentId: number;
  readonly number: string;
  readonly outNumber: string | null;
}

/** What the sorting decision needs besides the parcel's own stream: its shipment, client and the other parcels. */
export interface ShipmentFacts {
  readonly shipment: SortingShipment;
  readonly client: SortingClient | null;
  readonly siblings: readonly SortingSibling[];
}

/** 404: not in the system; the parcel goes to the reception (zone 10). */
const unknownParcel = () =>
  new DomainError('sorting_parcel_unknown', { body: { zone: ZONE_RECEPTION, zone_name: sortingZone(ZONE_RECEPTION)?.name ?? null } });

const REGISTRATIONS: Readonly<Record<string, SortingShipment['registration']>> = {
  awaiting: 'awaiting',
  failed: 'failed',
  registered: 'registered',
};

/**
 * The facts of a sorting scan, from the read models (indexed lookups only: a
 * parcel by id or by the courier's number, its shipment and client by id, the
 * other parcels and their classifications by shipment).
 */
@Injectable()
export class SortingFactsReader {
  private readonly db: ReadModelDb;
  constructor(@Inject(INFRA) infra: Infrastructure) {
    this.db = infra.database.db as ReadModelDb;
  }

  private parcels() {
    return this.db
      .selectFrom('shipment_parcels')
      .select(['id', 'shipment_id', 'number', 'external_last_mile', 'external_return'])
      .where('active', '=', true);
  }

  /** The parcel a scan names: our label or parcel number, else the courier's number of a parcel; 404 sorting_parcel_unknown. */
  async scannedParcel(reading: ScanReading): Promise<ScannedParcel> {
    const id = scannedParcelId(reading);
    let row;
    if (id !== null && id > INT4_MAX) {
      row = undefined; // a well-formed number no parcel can have (parcel ids are int4)
    } else if (id !== null) {
      row = await this.parcels().where('id', '=', id).executeTakeFirst();
      // A parcel number must match in full (its country letters too).
      if (row && reading.kind === 'parcel_number' && row.number !== reading.number) row = undefined;
    } else if (reading.kind === 'out_number' || reading.kind === 'parcel_number' || reading.kind === 'other') {
      const number = reading.kind === 'out_number' ? reading.number : reading.raw;
      row =
        (await this.parcels().where('external_last_mile', '=', number).executeTakeFirst()) ??
        (await this.parcels().where('external_return', '=', number).executeTakeFirst());
    }
    if (!row) throw unknownParcel();
    return {
      parcelId: row.id,
      shipmentId: row.shipment_id,
      number: row.number,
      outNumber: row.external_last_mile ?? row.external_return,
    };
  }

  async shipmentFacts(parcel: ScannedParcel): Promise<ShipmentFacts> {
    const shipment = await this.db
      .selectFrom('shipments as s')
      .leftJoin('clients as c', 'c.id', 's.client_id')
      .select([
        's.id',
        's.client_id',
        's.delivery_service',
        's.country_id',
        's.courier_id',
        's.creator',
        's.deleted_at',
        's.registration',
        's.registered_at',
        's.sender',
        's.recipient',
        'c.id as client_row',
        'c.name as client_name',
        'c.deleted_at as client_deleted_at',
        'c.sending_blocked',
      ])
      .where('s.id', '=', parcel.shipmentId)
      .executeTakeFirst();
    if (!shipment) throw unknownParcel();
    const siblings = await this.db
      .selectFrom('shipment_parcels as p')
      .leftJoin('parcel_sorting as ps', 'ps.parcel_id', 'p.id')
      .select(['p.id', 'p.number', 'p.received_at', 'p.return_received_at', 'p.external_buffer', 'ps.zone'])
      .where('p.shipment_id', '=', parcel.shipmentId)
      .where('p.active', '=', true)
      .where('p.id', '<>', parcel.parcelId)
      .orderBy('p.position')
      .execute();
    const isReturn = deliveryService(shipment.delivery_service)?.isReturn ?? false;
    const party = isReturn ? shipment.sender : shipment.recipient;
    return {
      shipment: {
        shipmentId: shipment.id,
        clientId: shipment.client_id,
        clientName: shipment.client_name ?? `Klient ${shipment.client_id}`,
        deliveryService: shipment.delivery_service,
        countryId: shipment.country_id,
        courierId: shipment.courier_id,
        lockerId: party.locker?.id ?? null,
        creator: shipment.creator,
        deleted: shipment.deleted_at !== null,
        registration: REGISTRATIONS[shipment.registration] ?? 'awaiting',
        registeredAt: shipment.registered_at ? new Date(shipment.registered_at).toISOString() : null,
      },
      client:
        shipment.client_row === null
          ? null
          : { blocked: shipment.client_deleted_at !== null, dispatchBlocked: shipment.sending_blocked === true },
      siblings: siblings.map((s) => ({
        parcelId: s.id,
        number: s.number,
        present: s.received_at !== null || s.return_received_at !== null || s.zone !== null,
        inWaitingRoom: s.zone === ZONE_WAITING_ROOM,
        buffer: s.external_buffer !== null,
      })),
    };
  }

  /** Clients to sort for (the screen's client field): live clients whose name holds the term, at most 20. */
  async clients(term: string): Promise<{ id: number; name: string }[]> {
    const pattern = `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return this.db
      .selectFrom('clients')
      .select(['id', 'name'])
      .where('deleted_at', 'is', null)
      .where(sql<string>`lower(name)`, 'like', pattern)
      .orderBy('name')
      .orderBy('id')
      .limit(20)
      .execute();
  }
}
