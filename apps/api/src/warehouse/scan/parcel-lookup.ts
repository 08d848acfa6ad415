import { Inject, Injectable } from '@nestjs/common';
import type { ParcelData, ParcelHistoryRow, ScanFindField } from '@parcel/contracts';
import { accountedWeight, parseInternalNumber, parseLabelBarcode, readScan, volumetricWeight, type ScanReading } from '@parcel/domain';
import type { ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../../bootstrap/infrastructure.js';
import { INFRA } from '../../shared/tokens.js';
import { StatusTypes } from '../../statuses/index.js';

/** A parcel a scan names, and whether it was named by a courier's number (its label must then be re-stuck). */
export interface FoundParcel {
  readonly parcelId: number;
  readonly byExternalNumber: boolean;
}

/** What the scan's handler needs beside the screen's data. */
export interface ScannedParcel extends ParcelData {
  readonly shipment_id: number;
}

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/**
 * Finds parcels for the scanning screen in the shipments read model (our
 * labels and numbers carry the parcel id; courier numbers are looked up in
 * the parcel's external numbers, or as the AWB of a one-parcel shipment) and
 * shows them with what the floor measured (parcel_floor) in one query.
 */
@Injectable()
export class ParcelLookup {
  private readonly db: ReadModelDb;
  constructor(
    @Inject(INFRA) infra: Infrastructure,
    @Inject(StatusTypes) private readonly statusTypes: StatusTypes,
  ) {
    this.db = infra.database.db as ReadModelDb;
  }

  /** The parcel a scan reading names (null: none of ours). */
  async byReading(reading: ScanReading): Promise<FoundParcel | null> {
    switch (reading.kind) {
      case 'label': {
        const label = parseLabelBarcode(reading.raw);
        return label && (await this.isActive(label.parcelId)) ? { parcelId: label.parcelId, byExternalNumber: false } : null;
      }
      case 'parcel_number': {
        const own = await this.byInternalNumber(reading.number);
        return own ?? this.byExternalNumber(reading.raw);
      }
      case 'out_number':
        return this.byExternalNumber(reading.number);
      case 'other':
        return this.byExternalNumber(reading.value);
      case 'internal_instruction':
      case 'rejected':
        return null;
    }
  }

  /** GET parcel/find/{field}/{value}. */
  async byField(field: ScanFindField, value: string): Promise<FoundParcel | null> {
    switch (field) {
      case 'id': {
        const id = /^\d{1,9}$/.test(value) ? Number(value) : NaN;
        return Number.isSafeInteger(id) && id >= 1 && (await this.isActive(id)) ? { parcelId: id, byExternalNumber: false } : null;
      }
      case 'internal_number':
        return this.byInternalNumber(value);
      case 'out_number':
        return this.byExternalNumber(value);
      case 'barcode':
        return this.byReading(readScan(value, 'scanning'));
    }
  }

  /** Our parcel number (the whole number must match), or the number of a one-parcel shipment. */
  private async byInternalNumber(number: string): Promise<FoundParcel | null> {
    const ref = parseInternalNumber(number);
    if (!ref) return null;
    const normalized = number.trim().toUpperCase();
    if (ref.kind === 'parcel') {
      const row = await this.db
        .selectFrom('shipment_parcels')
        .select('id')
        .where('id', '=', ref.id)
        .where('number', '=', normalized)
        .where('active', '=', true)
        .executeTakeFirst();
      return row ? { parcelId: row.id, byExternalNumber: false } : null;
    }
    const parcels = await this.db
      .selectFrom('shipment_parcels as p')
      .innerJoin('shipments as s', 's.id', 'p.shipment_id')
      .select('p.id')
      .where('s.id', '=', ref.id)
      .where('s.number', '=', normalized)
      .where('p.active', '=', true)
      .limit(2)
      .execute();
    return parcels.length === 1 ? { parcelId: parcels[0]!.id, byExternalNumber: false } : null;
  }

  /** A courier's number of a parcel (last mile, return, duplicated, buffer, first mile), or the AWB of a one-parcel shipment. */
  private async byExternalNumber(number: string): Promise<FoundParcel | null> {
    const value = number.trim();
    if (!value || value.length > 64) return null;
    const parcel = await this.db
      .selectFrom('shipment_parcels')
      .select('id')
      .where('active', '=', true)
      .where((eb) =>
        eb.or([
          eb('external_last_mile', '=', value),
          eb('external_return', '=', value),
          eb('external_duplicated', '=', value),
          eb('external_buffer', '=', value),
          eb('external_first_mile', '=', value),
        ]),
      )
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (parcel) return { parcelId: parcel.id, byExternalNumber: true };
    const byAwb = await this.db
      .selectFrom('shipments as s')
      .innerJoin('shipment_parcels as p', 'p.shipment_id', 's.id')
      .select('p.id')
      .where('s.awb', '=', value)
      .where('p.active', '=', true)
      .limit(2)
      .execute();
    return byAwb.length === 1 ? { parcelId: byAwb[0]!.id, byExternalNumber: true } : null;
  }

  private async isActive(parcelId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('shipment_parcels')
      .select('id')
      .where('id', '=', parcelId)
      .where('active', '=', true)
      .executeTakeFirst();
    return !!row;
  }

  /** The parcel's data as the scanning screen shows it (one query, plus the status type's name). */
  async view(parcelId: number): Promise<ScannedParcel | null> {
    const row = await this.db
      .selectFrom('shipment_parcels as p')
      .innerJoin('shipments as s', 's.id', 'p.shipment_id')
      .leftJoin('clients as c', 'c.id', 's.client_id')
      .leftJoin('parcel_floor as f', 'f.parcel_id', 'p.id')
      .leftJoin('problematic_sectors as ps', 'ps.id', 'f.sector_id')
      .select([
        'p.id',
        'p.number',
        'p.shipment_id',
        'p.weight',
        'p.height',
        'p.width',
        'p.length',
        'p.external_last_mile',
        'p.external_return',
        'p.external_duplicated',
        'p.last_status_id',
        's.number as shipment_number',
        's.client_id',
        's.is_return',
        's.deleted_at',
        'c.name as client_name',
        'f.weight as measured_weight',
        'f.height as measured_height',
        'f.width as measured_width',
        'f.length as measured_length',
        'f.non_conveyable',
        'f.measured_at',
        'ps.id as sector_id',
        'ps.code as sector_code',
        'ps.name as sector_name',
      ])
      .where('p.id', '=', parcelId)
      .where('p.active', '=', true)
      .executeTakeFirst();
    if (!row) return null;
    const measured = row.measured_at !== null && row.measured_weight !== null;
    const weight = measured ? row.measured_weight! : row.weight;
    const height = measured ? row.measured_height! : row.height;
    const width = measured ? row.measured_width! : row.width;
    const length = measured ? row.measured_length! : row.length;
    const volumetric = volumetricWeight(length, width, height);
    const status = row.last_status_id === null ? null : await this.statusTypes.byId(row.last_status_id, { includeDeleted: true });
    return {
      id: row.id,
      shipment_id: row.shipment_id,
      internal_number: row.number,
      out_number: row.external_duplicated ?? (row.is_return ? row.external_return : row.external_last_mile),
      shipment_number: row.shipment_number,
      client_id: row.client_id,
      client_name: row.client_name,
      weight,
      weight_value: accountedWeight(weight, volumetric),
      height,
      width,
      length,
      volumetric_weight: volumetric,
      non_conveyable: row.non_conveyable ? 1 : 0,
      measured,
      status: status ? { id: status.id, name: status.displayed_name } : null,
      problematic_sector: row.sector_id === null ? null : { id: row.sector_id, code: row.sector_code!, name: row.sector_name! },
      deleted: row.deleted_at !== null,
    };
  }

  /** The parcel's status rows, newest first, with who recorded them (one query) and the status names (one query). */
  async history(parcelId: number): Promise<ParcelHistoryRow[]> {
    const rows = await this.db
      .selectFrom('parcel_status_rows as r')
      .leftJoin('users as u', 'u.id', 'r.user_id')
      .select(['r.id', 'r.when', 'r.where', 'r.status_type_id', 'r.workstation', 'r.deletion_allowed', 'u.email'])
      .where('r.parcel_id', '=', parcelId)
      .orderBy('r.when', 'desc')
      .orderBy('r.id', 'desc')
      .execute();
    const types = await this.statusTypes.many(
      rows.map((r) => r.status_type_id),
      { includeDeleted: true },
    );
    return rows.map((r) => ({
      id: Number(r.id),
      when: iso(r.when)!,
      displayed_name: types.get(r.status_type_id)?.displayed_name ?? String(r.status_type_id),
      where: r.where,
      email: r.email,
      workstation: r.workstation,
      deletion_allowed: r.deletion_allowed,
    }));
  }
}
