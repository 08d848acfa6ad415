import { Inject, Injectable } from '@nestjs/common';
import type { Selectable } from 'kysely';
import { DomainError, ROLES, deliveryService, destination, labelBarcode, type ShipmentParty } from '@parcel/domain';
import type { ReadModelDb, ShipmentParcelTable, ShipmentTable } from '@parcel/read-models';
import type { Infrastructure } from '../bootstrap/infrastructure.js';
import { iso } from '../http/read-models.js';
import type { AuthenticatedUser } from '../identity/session-lookup.js';
import { INFRA } from '../shared/tokens.js';
import type { LabelParty, ParcelLabel } from './labels/label.js';
import { courierName } from './queries/courier-names.js';
import { ShipmentQueries } from './queries/shipment.queries.js';

const COUNTRY_ISO: Record<number, string> = { 1: 'RO', 2: 'PL', 3: 'HU', 4: 'BG', 10: 'CZ', 11: 'SK' };
/** Bulk files are read in pages of this many shipments: memory stays flat whatever the count. */
const BULK_PAGE = 100;

function labelParty(p: ShipmentParty): LabelParty {
  return {
    name: p.name,
    contactName: p.contact_name,
    phone: `${p.phone.prefix.replace(/^00/, '+')} ${p.phone.number}`,
    addressLines: p.locker ? [p.locker.name, p.address.details] : [p.address.details],
    postalCode: p.address.postal_code,
    locality: p.address.locality_name,
    countryIso: COUNTRY_ISO[p.country_id] ?? '',
  };
}

/** The sorting route printed large: destination country and county (or locality). */
export function routeCode(countryId: number, party: ShipmentParty): string {
  const area = (party.address.county ?? party.address.locality_name)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();
  return `${destination(countryId)?.iso ?? ''} ${area.slice(0, 12)}`.trim();
}

type Kind = ParcelLabel['kind'];

/**
 * The labels of shipments as the renderer takes them (apps/api/src/shipments/labels):
 * one per parcel with its 28-digit code, from the read models. Only what the
 * user may read; labels exist once the courier has registered the shipment.
 */
@Injectable()
export class ShipmentLabels {
  private readonly db: ReadModelDb;
  constructor(
    @Inject(INFRA) infra: Infrastructure,
    @Inject(ShipmentQueries) private readonly shipments: ShipmentQueries,
  ) {
    this.db = infra.database.db as ReadModelDb;
  }

  /** The labels of one shipment (a shipment's number), or of one parcel (a parcel's number: return sticker, re-stick). */
  async of(
    number: string,
    user: AuthenticatedUser,
    kind: Kind = 'standard',
  ): Promise<{ number: string; labels: ParcelLabel[]; clientId: number }> {
    const { row, parcelId } = await this.shipments.readable(number, user);
    if (kind === 'standard' && parcelId !== null) throw new DomainError('shipment_not_found');
    if (kind !== 'standard' && parcelId === null) throw new DomainError('parcel_not_found', { field: 'internalNumber' });
    if (row.registration !== 'registered' || row.deleted_at !== null) throw new DomainError('shipment_labels_not_ready');
    const parcels = await this.parcels([row.id]);
    const labels = this.labels(row, parcels.get(row.id) ?? [], kind).filter((l) => parcelId === null || l.parcelId === parcelId);
    return { number: parcelId === null ? row.number : labels[0]!.parcelNumber, labels, clientId: row.client_id };
  }

  /** Many shipments in one file (bulk printing), in the order given, page by page; unknown, foreign or unready numbers are skipped. */
  async *bulk(numbers: readonly string[], user: AuthenticatedUser): AsyncGenerator<ParcelLabel> {
    const own = user.role === ROLES.client ? await this.shipments.ownClient(user) : null;
    for (let i = 0; i < numbers.length; i += BULK_PAGE) {
      const page = numbers.slice(i, i + BULK_PAGE).map((n) => n.trim().toUpperCase());
      let query = this.db
        .selectFrom('shipments')
        .selectAll()
        .where('number', 'in', page)
        .where('registration', '=', 'registered')
        .where('deleted_at', 'is', null);
      if (user.role === ROLES.client) query = query.where('client_id', '=', own ?? -1);
      const rows = new Map((await query.execute()).map((r) => [r.number, r]));
      const parcels = await this.parcels([...rows.values()].map((r) => r.id));
      for (const number of page) {
        const row = rows.get(number);
        if (row) yield* this.labels(row, parcels.get(row.id) ?? [], 'standard');
      }
    }
  }

  /** The client's default label format (CLIENT_DEFAULT_LABEL_FILE_TYPE), pdf unless it says zpl. */
  async defaultFormat(clientId: number): Promise<'pdf' | 'zpl'> {
    const row = await this.db
      .selectFrom('client_parameters')
      .select('value')
      .where('client_id', '=', clientId)
      .where('code', '=', 'CLIENT_DEFAULT_LABEL_FILE_TYPE')
      .executeTakeFirst();
    return row?.value === 'zpl' ? 'zpl' : 'pdf';
  }

  private async parcels(shipmentIds: readonly number[]): Promise<Map<number, Selectable<ShipmentParcelTable>[]>> {
    const byShipment = new Map<number, Selectable<ShipmentParcelTable>[]>();
    if (shipmentIds.length === 0) return byShipment;
    const rows = await this.db
      .selectFrom('shipment_parcels')
      .selectAll()
      .where('shipment_id', 'in', shipmentIds)
      .where('active', '=', true)
      .orderBy('position')
      .execute();
    for (const row of rows) byShipment.set(row.shipment_id, [...(byShipment.get(row.shipment_id) ?? []), row]);
    return byShipment;
  }

  private labels(
    row: Selectable<ShipmentTable>,
    parcels: readonly Selectable<ShipmentParcelTable>[],
    kind: Kind,
  ): (ParcelLabel & { parcelId: number })[] {
    const service = deliveryService(row.delivery_service)!;
    const foreign = service.isReturn ? row.sender : row.recipient;
    // A return sticker sends the parcel back to the client: sender and recipient swap.
    const [sender, recipient] = kind === 'return' ? [row.recipient, row.sender] : [row.sender, row.recipient];
    const cod =
      row.content.cash_on_delivery_value > 0 ? { amount: row.content.cash_on_delivery_value, currency: row.content.currency } : null;
    return parcels.map((p) => ({
      parcelId: p.id,
      code28: labelBarcode(
        { parcelId: p.id, position: p.position, count: parcels.length, countryId: row.country_id, service: row.delivery_service },
        kind === 're_stick',
      ),
      parcelNumber: p.number,
      shipmentNumber: row.number,
      position: p.position,
      count: parcels.length,
      sender: labelParty(sender),
      recipient: labelParty(recipient),
      cod,
      weightKg: p.measured_weight ?? p.weight,
      service: service.name,
      lockerName: foreign.locker?.name ?? null,
      routeCode: routeCode(row.country_id, foreign),
      courierName: courierName(row.courier_id, row.courier),
      courierNumber: (service.isReturn ? p.external_return : p.external_last_mile) ?? null,
      createdAt: iso(row.created_at),
      kind,
    }));
  }
}
