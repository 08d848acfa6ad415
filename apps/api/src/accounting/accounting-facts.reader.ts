import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { seededStatusBySystemId, type ClientAccountingParameters, type AccountableParcel, type AccountableShipment } from '@parcel/domain';
import type { ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../bootstrap/infrastructure.js';
import { INFRA } from '../shared/tokens.js';

const COMING_BACK = new Set([seededStatusBySystemId('return_in_transit').id, seededStatusBySystemId('returned').id]);
const ACCOUNTING_PARAMETERS = [
  'USE_REAL_WEIGHT_FOR_ROMANIA_SHIPMENTS_ACCOUNTING',
  'USE_REAL_WEIGHT_FOR_HUNGARY_SHIPMENTS_ACCOUNTING',
  'USE_REAL_WEIGHT_FOR_BULGARIA_SHIPMENTS_ACCOUNTING',
  'SIDE_FORMULA_LIMIT',
];

export interface ShipmentAccountingFacts {
  readonly shipment: AccountableShipment;
  readonly parcels: AccountableParcel[];
  readonly parameters: ClientAccountingParameters;
  /** The accounting stream's revision (-1: none yet), the expected revision of the next append. */
  readonly revision: number;
}

/**
 * Reads, in four queries for any number of shipments, what the accounting of
 * each needs: the shipment and its active parcels (shipments read model), its
 * client's accounting parameters (clients read model) and where its
 * accounting stream stands (accounting read model).
 */
@Injectable()
export class AccountingFactsReader {
  private readonly db: ReadModelDb;
  constructor(@Inject(INFRA) infra: Infrastructure) {
    this.db = infra.database.db as ReadModelDb;
  }

  async read(shipmentIds: readonly number[]): Promise<ShipmentAccountingFacts[]> {
    if (shipmentIds.length === 0) return [];
    const ids = [...shipmentIds];
    const [shipments, parcels, revisions] = await Promise.all([
      this.db
        .selectFrom('shipments')
        .select(['id', 'client_id', 'country_id', 'courier_id', 'delivery_service', 'is_return', 'is_emag', 'deleted_at'])
        // Only the content's three values (not the whole document, parsed for every shipment of a batch).
        .select([
          sql<string | null>`content->>'cash_on_delivery_value'`.as('cod_value'),
          sql<string | null>`content->>'declared_value'`.as('declared_value'),
          sql<string | null>`content->>'currency'`.as('content_currency'),
        ])
        .where('id', 'in', ids)
        .execute(),
      // The floor's measurement of each parcel (parcel_floor), beside what was declared.
      this.db
        .selectFrom('shipment_parcels as p')
        .leftJoin('parcel_floor as f', 'f.parcel_id', 'p.id')
        .select([
          'p.id',
          'p.shipment_id',
          'p.weight',
          'p.height',
          'p.width',
          'p.length',
          'p.received_at',
          'p.return_received_at',
          'p.last_status_id',
          'f.weight as measured_weight',
          'f.height as measured_height',
          'f.width as measured_width',
          'f.length as measured_length',
          'f.non_conveyable',
        ])
        .where('p.shipment_id', 'in', ids)
        .where('p.active', '=', true)
        .orderBy('p.shipment_id')
        .orderBy('p.position')
        .execute(),
      this.db.selectFrom('shipment_accounting').select(['shipment_id', 'revision']).where('shipment_id', 'in', ids).execute(),
    ]);
    const clientIds = [...new Set(shipments.map((s) => s.client_id))];
    const parameterRows = clientIds.length
      ? await this.db
          .selectFrom('client_parameters')
          .select(['client_id', 'code', 'value'])
          .where('client_id', 'in', clientIds)
          .where('code', 'in', ACCOUNTING_PARAMETERS)
          .execute()
      : [];
    const parameters = new Map<number, Record<string, string>>();
    for (const row of parameterRows) parameters.set(row.client_id, { ...parameters.get(row.client_id), [row.code]: row.value });
    const parcelsOf = new Map<number, AccountableParcel[]>();
    for (const p of parcels) {
      const list = parcelsOf.get(p.shipment_id) ?? [];
      list.push({
        id: p.id,
        weight: p.weight,
        height: p.height,
        width: p.width,
        length: p.length,
        measured:
          p.measured_weight === null
            ? null
            : {
                weight: p.measured_weight,
                height: p.measured_height ?? p.height,
                width: p.measured_width ?? p.width,
                length: p.measured_length ?? p.length,
              },
        nonConveyable: p.non_conveyable === true,
        receivedAt: p.received_at ? new Date(p.received_at) : null,
        returnReceivedAt: p.return_received_at ? new Date(p.return_received_at) : null,
        comingBack: p.last_status_id !== null && COMING_BACK.has(p.last_status_id),
      });
      parcelsOf.set(p.shipment_id, list);
    }
    const revisionOf = new Map(revisions.map((r) => [r.shipment_id, r.revision]));
    return shipments.map((s) => ({
      shipment: {
        id: s.id,
        clientId: s.client_id,
        countryId: s.country_id,
        courierId: s.courier_id,
        deliveryService: s.delivery_service,
        isReturn: s.is_return,
        isEmag: s.is_emag,
        deleted: s.deleted_at !== null,
        codValue: Number(s.cod_value) || 0,
        declaredValue: Number(s.declared_value) || 0,
        contentCurrency: s.content_currency ?? '',
      },
      parcels: parcelsOf.get(s.id) ?? [],
      parameters: parameters.get(s.client_id) ?? {},
      revision: revisionOf.get(s.id) ?? -1,
    }));
  }
}
