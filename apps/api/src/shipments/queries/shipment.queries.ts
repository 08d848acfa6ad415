import { Inject, Injectable } from '@nestjs/common';
import type { Selectable } from 'kysely';
import type {
  CountryView,
  HistoryRowView,
  InternalInfoResponse,
  ParcelView,
  PartyView,
  ShipmentHistoryResponse,
  ShipmentResponse,
} from '@parcel/contracts';
import {
  DESTINATIONS,
  DomainError,
  ROLES,
  deliveryService,
  destination,
  isProcessable,
  shipmentActions,
  type ShipmentParty,
} from '@parcel/domain';
import type { ReadModelDb, ShipmentParcelTable, ShipmentTable } from '@parcel/read-models';
import type { Infrastructure } from '../../bootstrap/infrastructure.js';
import { iso } from '../../http/read-models.js';
import type { AuthenticatedUser } from '../../identity/session-lookup.js';
import { INFRA } from '../../shared/tokens.js';
import { ShipmentPlaces } from '../shipment-places.js';
import { ShipmentStreams } from '../shipment-streams.js';
import { roleName } from '../shipment-view-facts.js';
import { courierName } from './courier-names.js';
import { milestoneRows } from './milestones.js';

const POLAND: CountryView = { id: 2, name: 'Polska', iso_code: 'PL', currency: 'PLN' };
const countryView = (id: number): CountryView => {
  const d = destination(id);
  return d ? { id: d.id, name: d.name, iso_code: d.iso, currency: d.currency } : POLAND;
};

function partyView(p: ShipmentParty): PartyView {
  return {
    name: p.name,
    private_person: p.private_person,
    contact_name: p.contact_name,
    email: p.email,
    phone: p.phone,
    country: countryView(p.country_id),
    address: {
      locality: { id: p.address.locality_id, name: p.address.locality_name },
      county: p.address.county,
      postal_code: p.address.postal_code,
      details: p.address.details,
    },
    locker: p.locker,
  };
}

const dims = (h: number | null, w: number | null, l: number | null) =>
  h === null || w === null || l === null ? null : { height: h, width: w, length: l };

function parcelView(p: Selectable<ShipmentParcelTable>, statusName: string | null): ParcelView {
  return {
    id: p.id,
    waybill: {
      internal: p.number,
      external_first_mile: p.external_first_mile,
      external_last_mile: p.external_last_mile,
      external_return: p.external_return,
      external_duplicated: p.external_duplicated,
      external_buffer: p.external_buffer,
    },
    in_shipment_order: p.position,
    weight: { declared: p.weight, measured: p.measured_weight },
    dimensions: {
      declared: { height: p.height, width: p.width, length: p.length },
      measured: dims(p.measured_height, p.measured_width, p.measured_length),
    },
    timestamps: {
      shipping_warehouse_received_at: iso(p.received_at),
      delivered_at: iso(p.delivered_at),
      return_warehouse_received_at: iso(p.return_received_at),
    },
    non_conveyable: p.non_conveyable,
    // Oversize is judged once pricing knows its side limit (issue 13).
    oversize: false,
    status: p.last_status_id === null ? null : { id: p.last_status_id, name: statusName ?? String(p.last_status_id) },
  };
}

/** A shipment as the screen reads it: the read models only; a client reads only its own. */
@Injectable()
export class ShipmentQueries {
  private readonly db: ReadModelDb;
  constructor(
    @Inject(INFRA) infra: Infrastructure,
    @Inject(ShipmentStreams) private readonly streams: ShipmentStreams,
    @Inject(ShipmentPlaces) private readonly places: ShipmentPlaces,
  ) {
    this.db = infra.database.db as ReadModelDb;
  }

  /** The shipment a number names (shipment or parcel), readable by this user: else 404 (a client never learns that another's exists). */
  async readable(number: string, user: AuthenticatedUser): Promise<{ row: Selectable<ShipmentTable>; parcelId: number | null }> {
    const ref = await this.streams.find(number);
    const row = await this.db.selectFrom('shipments').selectAll().where('id', '=', ref.shipmentId).executeTakeFirst();
    if (!row) throw new DomainError('shipment_not_found');
    if (ref.parcelId === null && row.number !== number.trim().toUpperCase()) throw new DomainError('shipment_not_found');
    if (user.role === ROLES.client && row.client_id !== (await this.ownClient(user))) throw new DomainError('shipment_not_found');
    return { row, parcelId: ref.parcelId };
  }

  async view(number: string, user: AuthenticatedUser): Promise<ShipmentResponse> {
    const { row, parcelId } = await this.readable(number, user);
    const [parcels, client] = await Promise.all([
      // The floor's last measurement (parcel_floor) is the parcel's measured weight and size.
      this.db
        .selectFrom('shipment_parcels as p')
        .leftJoin('parcel_floor as f', 'f.parcel_id', 'p.id')
        .selectAll('p')
        .select([
          'f.weight as floor_weight',
          'f.height as floor_height',
          'f.width as floor_width',
          'f.length as floor_length',
          'f.non_conveyable as floor_non_conveyable',
        ])
        .where('p.shipment_id', '=', row.id)
        .where('p.active', '=', true)
        .orderBy('p.position')
        .execute()
        .then((rows) =>
          rows.map(({ floor_weight, floor_height, floor_width, floor_length, floor_non_conveyable, ...p }) => ({
            ...p,
            measured_weight: floor_weight ?? p.measured_weight,
            measured_height: floor_height ?? p.measured_height,
            measured_width: floor_width ?? p.measured_width,
            measured_length: floor_length ?? p.measured_length,
            non_conveyable: floor_non_conveyable ?? p.non_conveyable,
          })),
        ),
      this.db.selectFrom('clients').select('name').where('id', '=', row.client_id).executeTakeFirst(),
    ]);
    const statusNames = await this.places.statusTypes(parcels.flatMap((p) => (p.last_status_id === null ? [] : [p.last_status_id])));
    const service = deliveryService(row.delivery_service);
    const context = parcelId === null ? 'shipment' : 'parcel';
    const actions = shipmentActions({
      role: roleName(user.role),
      context,
      registration: row.registration as 'awaiting' | 'failed' | 'registered',
      deleted: row.deleted_at !== null,
      creator: row.creator,
      anyParcelReceived: parcels.some((p) => (service?.isReturn ? p.return_received_at : p.received_at) !== null),
      hasBufferNumber: parcels.some((p) => p.external_buffer !== null),
      hasDuplicatedNumber: parcels.some((p) => p.external_duplicated !== null),
      parcelHasBufferNumber: parcels.some((p) => p.id === parcelId && p.external_buffer !== null),
      processable: isProcessable(row),
    });
    return {
      context,
      shipment: {
        id: row.id,
        client_id: row.client_id,
        client_name: client?.name ?? '',
        delivery_service: row.delivery_service,
        country_id: row.country_id,
        sender: partyView(row.sender),
        recipient: partyView(row.recipient),
        content: row.content,
        additional_data: row.additional_data,
        parcels: parcels.map((p) => parcelView(p, p.last_status_id === null ? null : (statusNames.get(p.last_status_id)?.name ?? null))),
        waybill: { internal: row.number, external: row.awb },
        external_couriers: { first_mile: null, last_mile: { id: row.courier_id, name: courierName(row.courier_id, row.courier) } },
        internal_info: {
          creator: row.creator,
          is_emag: row.is_emag,
          is_return: row.is_return,
          shipment_id: row.id,
          parcel_id: parcelId,
          correctly_requested_at: iso(row.registered_at),
          error_message: row.registration === 'failed' ? row.error_message : null,
          processable: isProcessable(row),
        },
        registration: row.registration as 'awaiting' | 'failed' | 'registered',
        deleted_at: iso(row.deleted_at),
        created_at: iso(row.created_at),
        tracking_path: `/tracking/${row.number}`,
        actions,
      },
    };
  }

  async history(number: string, user: AuthenticatedUser): Promise<ShipmentHistoryResponse> {
    const { row } = await this.readable(number, user);
    const parcels = await this.db
      .selectFrom('shipment_parcels')
      .select(['id', 'number'])
      .where('shipment_id', '=', row.id)
      .where('active', '=', true)
      .orderBy('position')
      .execute();
    // A parcel's rows follow the parcel (an adopted one keeps those of its first shipment); the shipment's own rows are its columns.
    const parcelIds = parcels.map((p) => p.id);
    const parcelRows = parcelIds.length
      ? await this.db
          .selectFrom('parcel_status_rows')
          .select(['id', 'parcel_id', 'status_type_id', 'when', 'where', 'user_id', 'workstation', 'deletion_allowed'])
          .where('parcel_id', 'in', parcelIds)
          .orderBy('when', 'desc')
          .orderBy('id', 'desc')
          .execute()
      : [];
    const own = milestoneRows(row).map((m) => ({ ...m, parcel_id: null, workstation: null, deletion_allowed: false }));
    const rows = [...own, ...parcelRows];
    const emails = await this.emails(rows.flatMap((r) => (r.user_id ? [r.user_id] : [])));
    const types = await this.places.statusTypes(rows.map((r) => r.status_type_id));
    const view = (r: (typeof rows)[number]): HistoryRowView => ({
      id: Number(r.id),
      when: iso(r.when),
      name: types.get(r.status_type_id)?.name ?? String(r.status_type_id),
      name_ro: types.get(r.status_type_id)?.displayed_name_ro ?? String(r.status_type_id),
      where: r.where,
      user: r.user_id ? (emails.get(r.user_id) ?? null) : null,
      workstation: r.workstation,
      problematic_sector: null,
      deletion_allowed: r.deletion_allowed && user.role === ROLES.admin,
    });
    return {
      history: {
        shipment: rows.filter((r) => r.parcel_id === null).map(view),
        parcels: parcels.map((p) => ({ waybill: p.number, parcel_id: p.id, history: rows.filter((r) => r.parcel_id === p.id).map(view) })),
      },
    };
  }

  async internalInfo(number: string, user: AuthenticatedUser): Promise<InternalInfoResponse> {
    const { row } = await this.readable(number, user);
    const [parcels, problems] = await Promise.all([
      this.db
        .selectFrom('shipment_parcels')
        .select(['number', 'last_status_at'])
        .where('shipment_id', '=', row.id)
        .where('active', '=', true)
        .orderBy('position')
        .execute(),
      this.db
        .selectFrom('shipment_problems as p')
        .leftJoin('users as u', 'u.id', 'p.resolved_by')
        .select(['p.rule_code', 'p.status', 'p.reported_at', 'p.resolved_at', 'p.payload', 'u.email'])
        .where('p.shipment_id', '=', row.id)
        .execute(),
    ]);
    return {
      data: {
        shipment: {
          creator: row.creator,
          is_return: row.is_return,
          is_emag: row.is_emag,
          correctly_requested_at: iso(row.registered_at),
          in_service: null,
          out_service: deliveryService(row.delivery_service)?.name ?? String(row.delivery_service),
        },
        parcels: parcels.map((p) => ({
          internal_number: p.number,
          delay_counter: 0,
          status_checked_at: iso(p.last_status_at),
          read_client_alias: null,
          processable: true,
          error_message: row.registration === 'failed' ? row.error_message : null,
        })),
        problems: problems.map((p) => ({
          rule: { name: PROBLEM_RULE_NAMES[p.rule_code] ?? p.rule_code, code: p.rule_code },
          status: p.status as 'reported' | 'resolved',
          reported_at: iso(p.reported_at),
          resolved_at: iso(p.resolved_at),
          resolved_by: p.email ? { email: p.email } : null,
          payload: p.payload,
        })),
      },
    };
  }

  /** Services with the countries they reach, within the client's allowed countries. */
  async services(clientId: number) {
    const client = await this.db.selectFrom('clients').select('allowed_countries').where('id', '=', clientId).executeTakeFirst();
    if (!client) throw new DomainError('client_not_found');
    const allowed = new Set(client.allowed_countries);
    return deliveryServiceViews().map((s) => ({ ...s, countries: s.countries.filter((c) => allowed.has(c.id)) }));
  }

  /** E-mails of users by id (one query). */
  private async emails(ids: readonly string[]): Promise<Map<string, string>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const users = await this.db.selectFrom('users').select(['id', 'email']).where('id', 'in', unique).execute();
    return new Map(users.map((u) => [u.id, u.email]));
  }

  /** The client a client user logs in as (null: none). */
  async ownClient(user: AuthenticatedUser): Promise<number | null> {
    const row = await this.db.selectFrom('clients').select('id').where('user_id', '=', user.id).executeTakeFirst();
    return row?.id ?? null;
  }
}

const PROBLEM_RULE_NAMES: Record<string, string> = {
  SHIPMENT_REGISTRATION_FAILED: 'Nie można nadać przesyłki u kuriera',
  SHIPMENT_NOT_ACCOUNTED: 'Brak możliwości rozliczenia',
};

export function deliveryServiceViews() {
  return [1, 2, 3, 4].map((id) => {
    const s = deliveryService(id)!;
    return {
      id: s.id,
      name: s.name,
      code: s.code,
      is_return: s.isReturn,
      is_locker: s.isLocker,
      countries: DESTINATIONS.filter((d) => s.countryIds.includes(d.id)).map((d) => ({
        id: d.id,
        name: d.name,
        iso_code: d.iso,
        currency: d.currency,
      })),
    };
  });
}
