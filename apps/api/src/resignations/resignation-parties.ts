import { Inject, Injectable } from '@nestjs/common';
import { DomainError, ROLES, type NamedShipment, type ResignationActor } from '@parcel/domain';
import type { ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../bootstrap/infrastructure.js';
import { ClientStreams } from '../clients/client-streams.js';
import type { AuthenticatedUser } from '../identity/session-lookup.js';
import { ShipmentStreams } from '../shipments/shipment-streams.js';
import { INFRA } from '../shared/tokens.js';

/**
 * Who acts on a report and which shipment a waybill names. A waybill is our
 * shipment number or one of its parcels' numbers (the shipments area's own
 * lookup, ShipmentStreams.find); courier numbers are not taken (docs/resignations.md).
 * A shipment marked deleted names nothing.
 */
@Injectable()
export class ResignationParties {
  private readonly db: ReadModelDb;
  constructor(
    @Inject(INFRA) infra: Infrastructure,
    @Inject(ClientStreams) private readonly clients: ClientStreams,
    @Inject(ShipmentStreams) private readonly shipments: ShipmentStreams,
  ) {
    this.db = infra.database.db as ReadModelDb;
  }

  /** Staff (admins; the routes say who may call) or a client's login acting for its client; a login without a client acts for none (client id 0: owns nothing). */
  async actorOf(user: AuthenticatedUser): Promise<ResignationActor> {
    if (user.role !== ROLES.client) return { kind: 'staff', userId: user.id };
    return { kind: 'client', userId: user.id, clientId: (await this.clients.clientIdOfUser(user.id)) ?? 0 };
  }

  /** The client a client login reads for (null: none, it reads nothing). */
  clientOf(user: AuthenticatedUser): Promise<number | null> {
    return this.clients.clientIdOfUser(user.id);
  }

  /** The live (not deleted) shipment a number names, or null. */
  async shipmentNamed(waybill: string): Promise<NamedShipment | null> {
    let shipmentId: number;
    try {
      ({ shipmentId } = await this.shipments.find(waybill));
    } catch (error) {
      if (error instanceof DomainError && error.code === 'shipment_not_found') return null;
      throw error;
    }
    const row = await this.db
      .selectFrom('shipments')
      .select(['id', 'number', 'client_id', 'deleted_at'])
      .where('id', '=', shipmentId)
      .executeTakeFirst();
    // A shipment number must name this very shipment (find checks a parcel's whole number itself).
    const typed = waybill.trim().toUpperCase();
    if (!row || row.deleted_at !== null) return null;
    if (typed !== row.number && !(await this.isParcelOf(typed, row.id))) return null;
    return { shipmentId: row.id, number: row.number, clientId: row.client_id };
  }

  private async isParcelOf(number: string, shipmentId: number): Promise<boolean> {
    const parcel = await this.db
      .selectFrom('shipment_parcels')
      .select('id')
      .where('shipment_id', '=', shipmentId)
      .where('number', '=', number)
      .where('active', '=', true)
      .executeTakeFirst();
    return parcel !== undefined;
  }
}
