import { Inject, Injectable } from '@nestjs/common';
import type { PublicHistoryRow, PublicTrackingResponse } from '@parcel/contracts';
import { DomainError, destination, parseInternalNumber } from '@parcel/domain';
import type { ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../../bootstrap/infrastructure.js';
import { iso } from '../../http/read-models.js';
import { INFRA } from '../../shared/tokens.js';
import { ShipmentPlaces } from '../shipment-places.js';
import { milestoneRows } from './milestones.js';

/**
 * Public tracking: statuses that are not internal, their places and times,
 * and the destination city. Never a name, phone, e-mail or address. A number
 * that fails its check digit is not looked up at all.
 */
@Injectable()
export class PublicTrackingQueries {
  private readonly db: ReadModelDb;
  constructor(
    @Inject(INFRA) infra: Infrastructure,
    @Inject(ShipmentPlaces) private readonly places: ShipmentPlaces,
  ) {
    this.db = infra.database.db as ReadModelDb;
  }

  async history(number: string): Promise<PublicTrackingResponse> {
    const wanted = number.trim().toUpperCase();
    const ref = parseInternalNumber(wanted);
    if (!ref) throw new DomainError('tracking_not_found');
    const shipmentId =
      ref.kind === 'shipment'
        ? ref.id
        : (
            await this.db
              .selectFrom('shipment_parcels')
              .select('shipment_id')
              .where('id', '=', ref.id)
              .where('number', '=', wanted)
              .executeTakeFirst()
          )?.shipment_id;
    const shipment = shipmentId
      ? await this.db
          .selectFrom('shipments')
          .select([
            'id',
            'number',
            'country_id',
            'is_return',
            'sender',
            'recipient',
            'deleted_at',
            'created_at',
            'created_by',
            'registered_at',
            'registered_by',
          ])
          .where('id', '=', shipmentId)
          .executeTakeFirst()
      : undefined;
    if (!shipment || (ref.kind === 'shipment' && shipment.number !== wanted)) throw new DomainError('tracking_not_found');
    const parcels = await this.db
      .selectFrom('shipment_parcels')
      .select(['id', 'number', 'position'])
      .where('shipment_id', '=', shipment.id)
      .where('active', '=', true)
      .orderBy('position')
      .execute();
    const parcelRows = parcels.length
      ? await this.db
          .selectFrom('parcel_status_rows')
          .select(['parcel_id', 'status_type_id', 'when', 'where'])
          .where(
            'parcel_id',
            'in',
            parcels.map((p) => p.id),
          )
          .orderBy('when', 'desc')
          .orderBy('id', 'desc')
          .execute()
      : [];
    const rows = [...milestoneRows(shipment).map((m) => ({ ...m, parcel_id: null })), ...parcelRows];
    const types = await this.places.statusTypes(rows.map((r) => r.status_type_id));
    const visible = rows.filter((r) => types.has(r.status_type_id) && !types.get(r.status_type_id)!.internal);
    const view = (r: (typeof rows)[number]): PublicHistoryRow => ({
      when: iso(r.when),
      name: types.get(r.status_type_id)!.name,
      name_ro: types.get(r.status_type_id)!.displayed_name_ro,
      where: r.where,
    });
    // Returns travel to the client: the "destination" shown is where the parcel comes from.
    const destinationParty = shipment.is_return ? shipment.sender : shipment.recipient;
    return {
      number: shipment.number,
      destination_city: destinationParty.address.locality_name,
      destination_country: destination(shipment.country_id)?.iso ?? '',
      parcels: parcels.map((p) => ({
        number: p.number,
        position: p.position,
        history: visible.filter((r) => r.parcel_id === p.id).map(view),
      })),
      history: visible.filter((r) => r.parcel_id === null).map(view),
    };
  }
}
