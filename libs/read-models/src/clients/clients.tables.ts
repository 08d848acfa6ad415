import type { ColumnType, JSONColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/**
 * One row per client (sender company). The profile columns carry the spec's
 * field names (the same shape as ClientProfile); the rest is derived state kept
 * in step by the 'clients' projection. email_verified_at lives in users
 * (join users.id = clients.user_id).
 */
export interface ClientTable {
  id: number;
  user_id: string;
  name: string;
  country: number;
  city: string;
  post_code: string;
  street: string;
  address: string;
  phone_number_prefix: string;
  phone_number: string;
  email: string;
  nip: string;
  contact_name: string;
  bank_account_number: string;
  cod_enabled: number;
  download_ext: number;
  ext_number: number;
  shipment_note: string;
  sender_signature: string;
  re_returning_address: string;
  re_broadcasting_facility_address: string;
  /** Country ids the client may send to (never 2, Poland). */
  allowed_countries: JSONColumnType<number[]>;
  has_iai_password: boolean;
  /** True while the SENDING_SHIPMENTS_BLOCK parameter exists. */
  sending_blocked: boolean;
  /** Value of the EMAG_NAME parameter, for the list search. */
  emag_name: string | null;
  /** Value of the SHIPMENT_COUNT_VOLUME parameter (A/B/C), for the list filter. */
  shipment_count_volume: string | null;
  /** Set while the client is blocked ("deleted" in the spec). */
  deleted_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A client's additional parameters (one per type), including SENDING_SHIPMENTS_BLOCK. */
export interface ClientParameterTable {
  id: string;
  client_id: number;
  type_id: number;
  code: string;
  value: string;
  /** The contact id of contact-kind parameters. */
  hidden_value: string | null;
  created_at: Timestamp;
}

/** A client's price bands by weight. */
export interface ClientPriceTable {
  id: string;
  client_id: number;
  net_price: number;
  vat_percentage: number;
  min_weight_value: number;
  max_weight_value: number;
  service_id: string;
  created_at: Timestamp;
}

/** Courier API logins of a client; the password only as ciphertext. */
export interface CourierCredentialTable {
  id: string;
  client_id: number;
  courier_id: number;
  type_id: number;
  username: string;
  password_cipher: string;
  contract_number: string;
  service: string;
  note: string;
  comment: string;
  /** The client's main (protected) credential; at most one per client. */
  main: boolean;
  last_check_passed: boolean | null;
  last_checked_at: Timestamp | null;
  created_at: Timestamp;
}

/** Credentials a client's systems use against our external API; secrets only as ciphertext. */
export interface ExternalApiCredentialTable {
  id: string;
  client_id: number;
  type: string;
  username: string | null;
  password_cipher: string | null;
  token_cipher: string | null;
  ip: string | null;
  /** The user who added it (event metadata userId). */
  creator_id: string | null;
  created_at: Timestamp;
}

/** The clients area's tables. */
export interface ClientsTables {
  clients: ClientTable;
  client_parameters: ClientParameterTable;
  client_prices: ClientPriceTable;
  courier_credentials: CourierCredentialTable;
  external_api_credentials: ExternalApiCredentialTable;
}
