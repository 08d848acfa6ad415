import { sql } from 'kysely';
import type { ReadModelDb } from '@parcel/read-models';

export interface ParcelDimensions {
  readonly weight: number;
  readonly width: number;
  readonly height: number;
  readonly length: number;
}

/**
 * Each parcel's weight (kg) and sizes (cm) as the warehouse measured them
 * (parcel_floor), else as declared; by parcel number. The validation errors
 * of reports show them (spec/01 §2: weight in kg, width x height x length).
 */
export async function dimensionsOf(db: ReadModelDb, numbers: readonly string[]): Promise<Map<string, ParcelDimensions>> {
  if (numbers.length === 0) return new Map();
  const rows = await db
    .selectFrom('shipment_parcels as p')
    .leftJoin('parcel_floor as f', 'f.parcel_id', 'p.id')
    .select((eb) => [
      'p.number',
      eb.fn.coalesce('f.weight', 'p.weight').as('weight'),
      eb.fn.coalesce('f.width', 'p.width').as('width'),
      eb.fn.coalesce('f.height', 'p.height').as('height'),
      eb.fn.coalesce('f.length', 'p.length').as('length'),
    ])
    .where('p.number', '=', sql<string>`ANY(${[...numbers]}::text[])`)
    .execute();
  return new Map(rows.map(({ number, ...sizes }) => [number, sizes as ParcelDimensions]));
}
