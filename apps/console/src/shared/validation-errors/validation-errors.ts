import type { ExportValidationError } from '@parcel/contracts';

/**
 * The validation errors of an export (spec/01 §5, §8): a report's in "Moje raporty", an invoice's billing statement
 * on its detail. The types with a Polish text (validationErrors.types.*); others show their raw type.
 */
export const KNOWN_VALIDATION_TYPES = [
  'missing_amount',
  'giant_amount',
  'wrong_shipments_in_report_count',
  'no_operational_price_list_match',
  'uncompleted_shipment_missing_parcel',
] as const;
export type KnownValidationType = (typeof KNOWN_VALIDATION_TYPES)[number];

export interface ValidationText {
  /** A key under validationErrors.types, or null: show `raw`. */
  readonly key: KnownValidationType | null;
  readonly params: Record<string, string>;
  readonly raw: string;
}

const data = (error: ExportValidationError, ...names: string[]): string => {
  for (const name of names) {
    const value = error.additionalData?.[name];
    if (value !== undefined && value !== null && value !== '') return String(value);
  }
  return '—';
};

/** The message of one validation error with the facts spec/01 §8 says it shows. */
export function validationText(error: ExportValidationError): ValidationText {
  const known = (KNOWN_VALIDATION_TYPES as readonly string[]).includes(error.type) ? (error.type as KnownValidationType) : null;
  const params: Record<string, string> = {
    amount: data(error, 'amount'),
    weight: data(error, 'accountingWeight', 'accounting_weight'),
    parcels: data(error, 'parcelsCount', 'parcels_count'),
    exported: data(error, 'exported_count', 'exportedCount'),
    expected: data(error, 'expected_count', 'expectedCount'),
    priceListType: data(error, 'operationalPriceListType', 'operational_price_list_type'),
    association: data(error, 'operationalPriceListSpecialAssociation', 'operational_price_list_special_association'),
    clientId: data(error, 'clientId', 'client_id'),
    countryId: data(error, 'countryId', 'country_id'),
  };
  return { key: known, params, raw: error.type };
}

export interface ParcelDimensions {
  readonly number: string;
  readonly weight: number | null;
  readonly width: number | null;
  readonly height: number | null;
  readonly length: number | null;
}

const num = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

type Dimensions = Record<string, unknown>;

/** additionalData.dimensions as number -> dimensions, whether the API sends a list or a map keyed by parcel number. */
function dimensionsByNumber(error: ExportValidationError): Map<string, Dimensions> {
  const raw = error.additionalData?.['dimensions'];
  const found = new Map<string, Dimensions>();
  if (Array.isArray(raw)) {
    for (const item of raw) {
      if (!item || typeof item !== 'object') continue;
      const entry = item as Dimensions;
      const number = entry['internalNumber'] ?? entry['internal_number'] ?? entry['number'];
      if (typeof number === 'string') found.set(number, entry);
    }
  } else if (raw && typeof raw === 'object') {
    for (const [number, entry] of Object.entries(raw as Record<string, unknown>)) {
      if (entry && typeof entry === 'object') found.set(number, entry as Dimensions);
    }
  }
  return found;
}

/**
 * The parcels of an error row, each with its weight (kg) and width x height x length (cm): the error's parcel
 * numbers in order (a multi-pack lists all its parcels), then any parcel only the dimensions name.
 */
export function parcelsOf(error: ExportValidationError): ParcelDimensions[] {
  const dimensions = dimensionsByNumber(error);
  const numbers = [...new Set([...error.parcelInternalNumbers, ...dimensions.keys()])];
  return numbers.map((number) => {
    const entry = dimensions.get(number) ?? {};
    return { number, weight: num(entry['weight']), width: num(entry['width']), height: num(entry['height']), length: num(entry['length']) };
  });
}
