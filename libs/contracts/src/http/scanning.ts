import { z } from 'zod';
import { dateTimeField } from './shipments.js';
import { flag, intId, numeric, zeroOneFlag } from './validation.js';

/**
 * The scanning screen (spec/02 §4 "Scan flow", §7 "Scan", "Parcel",
 * "Problematic sectors"). Base path app/v1:
 * POST   parcel/scan                                  the scan status model -> 200 {messages, data}, 204 nothing done, 205 workstation set
 * GET    parcel/find/{field}/{value}[?fields[]=]      a parcel's data (field: internal_number | out_number | barcode | id)
 * GET    parcel/find/{field}/{value}/history          its status rows, newest first
 * PATCH  parcel/dimensions                            { id, weight, height, width, length, non_conveyable } -> { message, data }
 * PATCH  parcel/dimensions-selective                  { id, any of those } -> { message, data }
 * POST   parcel/check-dimensions                      the same as dimensions -> 200 { message: 'dimensions_plausible' } or 406 { message }
 * DELETE parcel/status                                { id } a status row -> { message: 'status_removed' }
 * PATCH  warehouse/scan/internal_instruction_code     { code } -> { instruction }
 * GET    problematic-sector/list[?warehouse_id=&workstation_type_id=]
 * POST   problematic-sector                           { code, name, warehouse_id = 1, internal, status_type_id } -> { id, message }
 * DELETE problematic-sector                           { id } (seeded sectors 409)
 * Live read models: 'problematic_sectors', 'parcel_floor' (and 'shipments' for the history).
 */

const text = (max: number) => z.string().trim().max(max, { error: 'too_long' });

/** The place a scan happens by default (spec/02 §9). */
export const DEFAULT_SCAN_PLACE = 'TYCHY';

export const scanRequest = z.object({
  id_client: numeric(intId.optional()),
  /** Up to 200 characters: longer than 28 is the scanner kit's 'too fast' warning, not a field error. */
  barcode: text(200).min(1, { error: 'required' }),
  id_status_type: numeric(intId.optional()).transform((id) => id ?? 55),
  id_problematic_sector: numeric(intId.optional()),
  when: dateTimeField.optional(),
  where: z.preprocess(
    (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
    text(100).optional(),
  ),
  create_duplicated_parcel_row: z.preprocess((v) => (v === undefined || v === null || v === '' ? false : v), flag),
  /** The scanner's id of this scan (offline queue): a repeat is the same scan. */
  scan_id: text(64).min(1, { error: 'required' }).optional(),
  /** When the scan was read (the status time unless `when` is given). */
  scanned_at: dateTimeField.optional(),
});
export type ScanRequest = z.output<typeof scanRequest>;

export const SCAN_FIND_FIELDS = ['internal_number', 'out_number', 'barcode', 'id'] as const;
export type ScanFindField = (typeof SCAN_FIND_FIELDS)[number];
export const parcelFindParams = z.object({
  field: z.enum(SCAN_FIND_FIELDS, { error: 'invalid_value' }),
  value: z.string().trim().min(1).max(200, { error: 'too_long' }),
});

/** The fields of a parcel's data (spec/02 §3 Parcel, plus what the scanning screen shows). */
export const PARCEL_DATA_FIELDS = [
  'id',
  'internal_number',
  'out_number',
  'shipment_number',
  'client_id',
  'client_name',
  'weight',
  'weight_value',
  'height',
  'width',
  'length',
  'volumetric_weight',
  'non_conveyable',
  'measured',
  'status',
  'problematic_sector',
  'deleted',
] as const;
export type ParcelDataField = (typeof PARCEL_DATA_FIELDS)[number];
/** fields[]=weight&fields[]=height (or fields=weight,height): only those are answered; none: all. */
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
export const parcelFindQuery = z.preprocess(
  // The query string parser keeps the brackets in the key ('fields[]'), a single value as text.
  (v) => (isObject(v) && v['fields'] === undefined && v['fields[]'] !== undefined ? { ...v, fields: v['fields[]'] } : v),
  z.object({
    fields: z
      .preprocess(
        (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
        z.array(z.enum(PARCEL_DATA_FIELDS, { error: 'invalid_value' })).max(PARCEL_DATA_FIELDS.length),
      )
      .optional(),
  }),
);

const kg = numeric(z.number({ error: 'invalid_type' }).gt(0, { error: 'too_small' }).max(1000, { error: 'too_big' }));
const cm = numeric(z.number({ error: 'invalid_type' }).gt(0, { error: 'too_small' }).max(1000, { error: 'too_big' }));

/** The dimension form (spec/02 §2): weight (kg), height, width, length (cm) and non_conveyable required. */
export const dimensionsRequest = z.object({ id: intId, weight: kg, height: cm, width: cm, length: cm, non_conveyable: zeroOneFlag });
export type DimensionsRequest = z.output<typeof dimensionsRequest>;
/** Only the given fields change (the others keep the last measurement, or the declared values). */
export const selectiveDimensionsRequest = z
  .object({
    id: intId,
    weight: kg.optional(),
    height: cm.optional(),
    width: cm.optional(),
    length: cm.optional(),
    non_conveyable: zeroOneFlag.optional(),
  })
  .refine((v) => ['weight', 'height', 'width', 'length', 'non_conveyable'].some((k) => v[k as keyof typeof v] !== undefined), {
    error: 'required',
    path: ['weight'],
  });
export type SelectiveDimensionsRequest = z.output<typeof selectiveDimensionsRequest>;

export const deleteParcelStatusRequest = z.object({ id: intId });
export const internalInstructionRequest = z.object({ code: text(64).min(1, { error: 'required' }) });

export const problematicSectorListQuery = z.object({
  warehouse_id: numeric(intId.optional()),
  workstation_type_id: numeric(intId.optional()),
});
/** A sector code: letters, digits and hyphens, up to 16 (upper-cased): it is printed on the sector's tag. */
export const SECTOR_CODE = /^[A-Z0-9][A-Z0-9-]{0,15}$/;
export const createProblematicSectorRequest = z.object({
  code: text(16).toUpperCase().min(1, { error: 'required' }).regex(SECTOR_CODE, { error: 'invalid_value' }),
  name: text(100).min(1, { error: 'required' }),
  warehouse_id: numeric(intId.optional()).transform((id) => id ?? 1),
  internal: zeroOneFlag,
  status_type_id: intId,
});
export type CreateProblematicSectorRequest = z.output<typeof createProblematicSectorRequest>;
export const problematicSectorIdRequest = z.object({ id: intId });

// ---- answers ----

export interface ProblematicSectorView {
  id: number;
  code: string;
  name: string;
  warehouse_id: number;
  internal: 0 | 1;
  status_type_id: number;
  /** Seeded sectors cannot be deleted. */
  protected: boolean;
}

export interface ScanMessage {
  /** Stable code (parcel_without_out_number ...). */
  code: string;
  /** The Polish text to show. */
  message: string;
}

export interface ScanAnswer {
  messages: ScanMessage[];
  data: {
    parcel_id: number;
    re_pasting_required: boolean;
    suggested_status_type_id: number | null;
    suggested_problematic_sector_id: number | null;
  };
}

export interface ParcelData {
  id: number;
  internal_number: string;
  out_number: string | null;
  shipment_number: string;
  client_id: number;
  client_name: string | null;
  /** The measured weight (kg), else the declared one. */
  weight: number;
  /** The accounted weight: the greater of weight and volumetric_weight. */
  weight_value: number;
  height: number;
  width: number;
  length: number;
  volumetric_weight: number;
  non_conveyable: 0 | 1;
  /** Whether the numbers come from a measurement on the floor (else: declared by the sender). */
  measured: boolean;
  status: { id: number; name: string } | null;
  problematic_sector: { id: number; code: string; name: string } | null;
  deleted: boolean;
}

export interface ParcelHistoryRow {
  id: number;
  when: string;
  displayed_name: string;
  where: string;
  email: string | null;
  workstation: string | null;
  deletion_allowed: boolean;
}

export type InternalInstructionAnswer = {
  instruction: { action: 'set_status'; status_type_id: number } | { action: 'toggle_manual' } | { action: 'open_dimensions' };
};
