import type { ExternalApiType } from './catalogues.js';

/**
 * A client's company data as the spec names it (spec/01 §3). The same shape is
 * the HTTP body, the event data and the read-model row, so it is never mapped.
 */
export interface ClientProfile {
  readonly name: string;
  /** Country id of the client's own address (2 = Poland). */
  readonly country: number;
  readonly city: string;
  readonly post_code: string;
  readonly street: string;
  /** Additional address info ('-' by default). */
  readonly address: string;
  /** '00' plus up to two digits, e.g. '0048'. */
  readonly phone_number_prefix: string;
  readonly phone_number: string;
  readonly email: string;
  readonly nip: string;
  readonly contact_name: string;
  readonly bank_account_number: string;
  readonly cod_enabled: 0 | 1;
  readonly download_ext: 0 | 1;
  /** Use the external number option. */
  readonly ext_number: 0 | 1;
  readonly shipment_note: string;
  readonly sender_signature: string;
  readonly re_returning_address: string;
  readonly re_broadcasting_facility_address: string;
}

export interface PriceBand {
  readonly net_price: number;
  readonly vat_percentage: number;
  readonly min_weight_value: number;
  readonly max_weight_value: number;
  readonly service_id: string;
}

/** A courier credential as recorded: the password only as ciphertext. */
export interface CourierCredentialData {
  readonly courierId: number;
  readonly typeId: number;
  readonly username: string;
  readonly passwordCipher: string;
  readonly contractNumber: string;
  readonly service: string;
  readonly note: string;
  readonly comment: string;
}

export interface ExternalApiCredentialData {
  readonly type: ExternalApiType;
  readonly username: string | null;
  readonly passwordCipher: string | null;
  readonly tokenCipher: string | null;
  readonly ip: string | null;
}

export type ClientEvent =
  | { type: 'ClientCreated'; data: { clientId: number; userId: string; profile: ClientProfile; allowedCountries: number[] } }
  | { type: 'ClientUpdated'; data: { clientId: number; profile: ClientProfile } }
  | { type: 'ClientAllowedCountriesChanged'; data: { clientId: number; allowedCountries: number[] } }
  | { type: 'ClientBlocked'; data: { clientId: number } }
  | { type: 'ClientRestored'; data: { clientId: number } }
  | { type: 'ClientIaiPasswordSet'; data: { clientId: number; passwordCipher: string } }
  | { type: 'ClientDispatchBlocked'; data: { clientId: number; parameterId: string } }
  | { type: 'ClientDispatchUnblocked'; data: { clientId: number; parameterId: string } }
  | {
      type: 'ClientParameterDefined';
      data: { clientId: number; parameterId: string; typeId: number; code: string; value: string; hiddenValue: string | null };
    }
  | { type: 'ClientParameterChanged'; data: { clientId: number; parameterId: string; value: string; hiddenValue: string | null } }
  | { type: 'ClientParameterRemoved'; data: { clientId: number; parameterId: string } }
  | { type: 'ClientPriceBandAdded'; data: { clientId: number; priceId: string; band: PriceBand } }
  | { type: 'ClientPriceBandChanged'; data: { clientId: number; priceId: string; band: PriceBand } }
  | { type: 'ClientPriceBandRemoved'; data: { clientId: number; priceId: string } }
  | { type: 'CourierCredentialAdded'; data: { clientId: number; credentialId: string; credential: CourierCredentialData } }
  | { type: 'CourierCredentialChanged'; data: { clientId: number; credentialId: string; credential: CourierCredentialData } }
  | {
      type: 'CourierCredentialChecked';
      data: { clientId: number; credentialId: string; passed: boolean; contractNumber: string | null; checkedAt: string };
    }
  | { type: 'CourierCredentialRemoved'; data: { clientId: number; credentialId: string } }
  | { type: 'CourierCredentialPinned'; data: { clientId: number; credentialId: string } }
  | { type: 'CourierCredentialUnpinned'; data: { clientId: number; credentialId: string } }
  | { type: 'ExternalApiCredentialAdded'; data: { clientId: number; credentialId: string; credential: ExternalApiCredentialData } }
  | { type: 'ExternalApiCredentialChanged'; data: { clientId: number; credentialId: string; credential: ExternalApiCredentialData } }
  | { type: 'ExternalApiCredentialRemoved'; data: { clientId: number; credentialId: string } };

export type ClientEventType = ClientEvent['type'];


export const clientStream = (clientId: number): string => `client-${clientId}`;

/** Client ids are numbers handed out by one counter stream (exactly one append wins each number). */
export const CLIENT_ID_STREAM = 'client-ids';
export type ClientIdEvent = { type: 'ClientIdAssigned'; data: { clientId: number } };
