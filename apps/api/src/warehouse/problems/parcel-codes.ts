import { Inject, Injectable } from '@nestjs/common';
import { parseInternalNumber, parseLabelBarcode, readScan } from '@parcel/domain';
import type { ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../../bootstrap/infrastructure.js';
import { INFRA } from '../../shared/tokens.js';

/** A parcel a code names, with its shipment (active parcels only). */
export interface NamedParcel {
  readonly parcelId: number;
  readonly shipmentId: number;
}

/** More parcels than this for one code (a courier's shipment number of a big order) are not listed. */
const MAX_NAMED = 50;

/**
 * The parcels a scanned or typed code names, read with the scanner's rules
 * (readScan, screen 'search') from the shipments read model: our label code or
 * parcel number (one parcel), our shipment number (its parcels), a courier's
 * number (last mile, return, or the shipment's AWB). Nothing for anything else.
 */
@Injectable()
export class ParcelCodes {
  private readonly db: ReadModelDb;
  constructor(@Inject(INFRA) infra: Infrastructure) {
    this.db = infra.database.db as ReadModelDb;
  }

  async find(code: string): Promise<NamedParcel[]> {
    const reading = readScan(code, 'search');
    const parcels = this.db
      .selectFrom('shipment_parcels')
      .select(['id as parcelId', 'shipment_id as shipmentId'])
      .where('active', '=', true)
      .orderBy('shipment_id')
      .orderBy('position')
      .limit(MAX_NAMED);
    switch (reading.kind) {
      case 'rejected':
        return [];
      case 'label': {
        const label = parseLabelBarcode(reading.raw);
        return label ? parcels.where('id', '=', label.parcelId).execute() : [];
      }
      case 'parcel_number': {
        const ref = parseInternalNumber(reading.number);
        if (!ref) return this.foreign(reading.raw);
        if (ref.kind === 'parcel') return parcels.where('id', '=', ref.id).where('number', '=', reading.number).execute();
        const shipment = await this.db
          .selectFrom('shipments')
          .select('id')
          .where('id', '=', ref.id)
          .where('number', '=', reading.number)
          .executeTakeFirst();
        return shipment ? parcels.where('shipment_id', '=', shipment.id).execute() : [];
      }
      case 'out_number':
        return this.foreign(reading.number);
      case 'internal_instruction':
        return [];
      case 'other':
        return this.foreign(reading.value);
    }
  }

  /** A courier's number: a parcel's last-mile or return number, or a shipment's AWB (all indexed). */
  private async foreign(number: string): Promise<NamedParcel[]> {
    const byParcel = await this.db
      .selectFrom('shipment_parcels')
      .select(['id as parcelId', 'shipment_id as shipmentId'])
      .where('active', '=', true)
      .where((eb) => eb.or([eb('external_last_mile', '=', number), eb('external_return', '=', number)]))
      .orderBy('id')
      .limit(MAX_NAMED)
      .execute();
    if (byParcel.length > 0) return byParcel;
    return this.db
      .selectFrom('shipment_parcels as p')
      .innerJoin('shipments as s', 's.id', 'p.shipment_id')
      .select(['p.id as parcelId', 'p.shipment_id as shipmentId'])
      .where('s.awb', '=', number)
      .where('p.active', '=', true)
      .orderBy('p.shipment_id')
      .orderBy('p.position')
      .limit(MAX_NAMED)
      .execute();
  }
}
