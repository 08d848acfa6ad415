import { sql } from 'kysely';
import type { CourierNetwork } from '@parcel/domain';
import type { ReadModelDb } from '@parcel/read-models';
import type { CourierRegistration } from '../courier-registration.port.js';

const SEQUENCES: Readonly<Record<CourierNetwork, string>> = { sameday: 'sandbox_sameday_awb_seq', cargus: 'sandbox_cargus_awb_seq' };

/** Sameday: '1SDY' + 9 digits; Cargus: a 10-digit barcode. Parcels: the AWB + 001, 002, ... */
export function sandboxAwb(network: CourierNetwork, sequence: number): string {
  return network === 'sameday' ? `1SDY${String(sequence).padStart(9, '0')}` : String(sequence);
}

export const parcelNumber = (awb: string, index: number): string => `${awb}${String(index + 1).padStart(3, '0')}`;

/**
 * THE SANDBOX couriers' own ledger (table sandbox_courier_awbs): one AWB per
 * client reference, kept in the database so the same reference answers the
 * same AWB after a restart, and two racing requests get one AWB.
 */
export class SandboxAwbLedger {
  constructor(private readonly db: ReadModelDb) {}

  async find(reference: string): Promise<CourierRegistration | null> {
    const row = await this.db.selectFrom('sandbox_courier_awbs').selectAll().where('reference', '=', reference).executeTakeFirst();
    return row
      ? { courier: row.courier, awb: row.awb, parcels: row.parcels.map((p) => ({ reference: p.reference, number: p.number })) }
      : null;
  }

  /** Issues an AWB for the reference, or answers the one issued before (the first writer wins a race). */
  async issue(network: CourierNetwork, reference: string, parcelReferences: readonly string[]): Promise<CourierRegistration> {
    const { rows } = await sql<{ value: string | number }>`SELECT nextval(${SEQUENCES[network]}) AS value`.execute(this.db);
    const awb = sandboxAwb(network, Number(rows[0]!.value));
    const parcels = parcelReferences.map((parcel, i) => ({ reference: parcel, number: parcelNumber(awb, i) }));
    await this.db
      .insertInto('sandbox_courier_awbs')
      .values({ reference, courier: network, awb, parcels: JSON.stringify(parcels) })
      .onConflict((conflict) => conflict.column('reference').doNothing())
      .execute();
    const stored = await this.find(reference);
    if (!stored) throw new Error(`sandbox AWB for ${reference} not stored`);
    return stored;
  }
}
