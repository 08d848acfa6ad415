/**
 * The fixed catalogues of client management (spec/01 §3, §9): countries,
 * parameter types, couriers, courier-credential types and external API types.
 * Served by the API (GET app/v1/country/list, additional_property_types,
 * couriers, credential/types) and shared with the console.
 */

export const COUNTRIES = [
  { id: 1, name: 'Rumunia', iso_code: 'RO' },
  { id: 2, name: 'Polska', iso_code: 'PL' },
  { id: 3, name: 'Węgry', iso_code: 'HU' },
  { id: 4, name: 'Bułgaria', iso_code: 'BG' },
  { id: 10, name: 'Czechy', iso_code: 'CZ' },
  { id: 11, name: 'Słowacja', iso_code: 'SK' },
] as const;
export type CountryId = (typeof COUNTRIES)[number]['id'];
export const POLAND_ID = 2;
/** Countries a client may send to: every country but Poland (the sending country). */
export const SENDING_COUNTRY_IDS: readonly number[] = COUNTRIES.filter((c) => c.id !== POLAND_ID).map((c) => c.id);
export const isCountryId = (id: number): boolean => COUNTRIES.some((c) => c.id === id);

export type ParameterValueKind = 'boolean' | 'select' | 'number' | 'text' | 'contact';

export interface ParameterType {
  readonly id: number;
  readonly code: string;
  readonly name: string;
  readonly kind: ParameterValueKind;
  /** Allowed values (select kind). */
  readonly options?: readonly string[];
  readonly defaultValue: string | null;
  /** Minimum of a number kind. */
  readonly min?: number;
  /** False: the value is fixed once defined (INVOICE_CURRENCY). */
  readonly editable: boolean;
  /** Courier whose contacts the contact kind searches (1 = Sameday). */
  readonly contactCourierId?: number;
  /** A text kind whose value must be an e-mail address (INVOICING_EMAIL_ADDRESS). */
  readonly format?: 'email';
}

const bool = (id: number, code: string, name: string): ParameterType => ({ id, code, name, kind: 'boolean', defaultValue: 'true', editable: true });
const select = (id: number, code: string, name: string, options: readonly string[], editable = true): ParameterType => ({
  id,
  code,
  name,
  kind: 'select',
  options,
  defaultValue: options[0]!,
  editable,
});
const text = (id: number, code: string, name: string): ParameterType => ({ id, code, name, kind: 'text', defaultValue: null, editable: true });
const emailText = (id: number, code: string, name: string): ParameterType => ({ ...text(id, code, name), format: 'email' });
const contact = (id: number, code: string, name: string): ParameterType => ({
  id,
  code,
  name,
  kind: 'contact',
  defaultValue: null,
  editable: true,
  contactCourierId: 1,
});

export const PARAMETER_TYPES: readonly ParameterType[] = [
  bool(1, 'SENDING_SHIPMENTS_BLOCK', 'Blokada nadawania przesyłek'),
  bool(2, 'INVOICING_BLOCK', 'Blokada fakturowania'),
  bool(3, 'USE_REAL_WEIGHT_FOR_ROMANIA_SHIPMENTS_ACCOUNTING', 'Rzeczywista waga w rozliczeniu – Rumunia'),
  bool(4, 'USE_REAL_WEIGHT_FOR_HUNGARY_SHIPMENTS_ACCOUNTING', 'Rzeczywista waga w rozliczeniu – Węgry'),
  bool(5, 'USE_REAL_WEIGHT_FOR_BULGARIA_SHIPMENTS_ACCOUNTING', 'Rzeczywista waga w rozliczeniu – Bułgaria'),
  select(6, 'INVOICE_CURRENCY', 'Waluta faktury', ['PLN', 'EUR'], false),
  select(7, 'CLIENT_DEFAULT_LABEL_FILE_TYPE', 'Domyślny format etykiety', ['pdf', 'zpl']),
  select(8, 'INVOICING_VAT_RATE', 'Stawka VAT na fakturze', ['23', 'np']),
  select(9, 'SHIPMENT_COUNT_VOLUME', 'Klasa wolumenu przesyłek', ['A', 'B', 'C']),
  select(10, 'ACCOUNT_PERIOD', 'Okres rozliczeniowy', ['monthly', 'half_monthly', 'weekly']),
  { id: 11, code: 'SIDE_FORMULA_LIMIT', name: 'Limit formuły gabarytowej', kind: 'number', defaultValue: '300', min: 0, editable: true },
  contact(12, 'ROMANIA_SAMEDAY_CLIENT_CONTACT_NAME', 'Kontakt Sameday – Rumunia'),
  contact(13, 'HUNGARY_SAMEDAY_CLIENT_CONTACT_NAME', 'Kontakt Sameday – Węgry'),
  contact(14, 'BULGARIA_SAMEDAY_CLIENT_CONTACT_NAME', 'Kontakt Sameday – Bułgaria'),
  text(15, 'ROMANIA_CARGUS_CLIENT_CONTACT_NAME', 'Kontakt Cargus – Rumunia'),
  text(16, 'EMAG_NAME', 'Nazwa w eMAG'),
  emailText(17, 'INVOICING_EMAIL_ADDRESS', 'E-mail do faktur'),
  text(18, 'FAKTUROWNIA_ID', 'Identyfikator w Fakturowni'),
];

export const SENDING_SHIPMENTS_BLOCK = 'SENDING_SHIPMENTS_BLOCK';

/**
 * Polish labels of parameter values (the one place: the API answers them as a
 * type's `options`, the console shows stored values with them). A value without
 * a label is shown as it is (PLN, A ...).
 */
export const PARAMETER_VALUE_LABELS: Readonly<Record<string, string>> = {
  true: 'Tak',
  false: 'Nie',
  monthly: 'Miesięczny',
  half_monthly: 'Półmiesięczny',
  weekly: 'Tygodniowy',
  '23': '23%',
  np: 'nie podlega (np)',
  pdf: 'PDF',
  zpl: 'ZPL',
};

export const parameterValueLabel = (value: string): string => PARAMETER_VALUE_LABELS[value] ?? value;

export function parameterTypeById(id: number): ParameterType | undefined {
  return PARAMETER_TYPES.find((t) => t.id === id);
}

export function parameterTypeByCode(code: string): ParameterType | undefined {
  return PARAMETER_TYPES.find((t) => t.code === code);
}

/** Whether the parameter type's value is an e-mail address (the invoice e-mail). */
export function isEmailParameter(code: string): boolean {
  return parameterTypeByCode(code)?.format === 'email';
}

/** Couriers whose credentials a client may hold; 2 (DPD) is the form's default. */
export const COURIERS = [
  { id: 1, name: 'Sameday' },
  { id: 2, name: 'DPD' },
  { id: 3, name: 'Cargus' },
] as const;
export const DEFAULT_COURIER_ID = 2;
export const isCourierId = (id: number): boolean => COURIERS.some((c) => c.id === id);

/** What a courier credential is used for. */
export const CREDENTIAL_TYPES = [
  { id: 1, name: 'Nadawanie przesyłek' },
  { id: 2, name: 'Zwroty' },
  { id: 3, name: 'Śledzenie' },
] as const;
export const isCredentialTypeId = (id: number): boolean => CREDENTIAL_TYPES.some((t) => t.id === id);

export const EXTERNAL_API_TYPES = ['baselinker', 'api_v2', 'ido_sell', 'emag_RO', 'emag_HU', 'emag_BG', 'another'] as const;
export type ExternalApiType = (typeof EXTERNAL_API_TYPES)[number];
/** Marketplace types: the username is generated from the client name. */
export const MARKETPLACE_TYPES: readonly ExternalApiType[] = ['emag_RO', 'emag_HU', 'emag_BG'];
/** Types that need a username and a password. */
export const EXTERNAL_TYPES_WITH_LOGIN: readonly ExternalApiType[] = ['baselinker', 'api_v2', 'ido_sell', 'emag_RO', 'emag_HU', 'emag_BG'];

/** Client price bands are for this one service (spec/01 §9). */
export const CLIENT_PRICE_SERVICE_ID = '2505';
export const VOLUME_CLASSES = ['A', 'B', 'C'] as const;
export const ACCOUNT_PERIODS = ['monthly', 'half_monthly', 'weekly'] as const;
export type AccountPeriod = (typeof ACCOUNT_PERIODS)[number];
