import type { ClientEvent, ClientProfile, CourierCredentialData, ExternalApiCredentialData, PriceBand } from './client.events.js';

/**
 * SIGNATURES ONLY (to be implemented with given/when/then tests in
 * client.unit.spec.ts): the client stream's state, evolve and one decide
 * function per command. Every decide function is pure: ids, time and ciphertext
 * come in; events or a DomainError go out.
 */

export interface ParameterState {
  readonly id: string;
  readonly typeId: number;
  readonly code: string;
  readonly value: string;
  readonly hiddenValue: string | null;
}

export interface CourierCredentialState extends CourierCredentialData {
  readonly id: string;
  /** Pinned as the client's main credential: locked against edit and delete. */
  readonly main: boolean;
}

export interface ExternalApiCredentialState extends ExternalApiCredentialData {
  readonly id: string;
}

export type ClientState =
  | { readonly status: 'none' }
  | {
      readonly status: 'active' | 'blocked';
      readonly clientId: number;
      readonly userId: string;
      readonly profile: ClientProfile;
      readonly allowedCountries: readonly number[];
      readonly hasIaiPassword: boolean;
      readonly parameters: readonly ParameterState[];
      readonly priceBands: readonly (PriceBand & { readonly id: string })[];
      readonly credentials: readonly CourierCredentialState[];
      readonly externalCredentials: readonly ExternalApiCredentialState[];
    };

export const initialClientState: ClientState = { status: 'none' };

export declare function evolveClient(state: ClientState, event: ClientEvent): ClientState;
