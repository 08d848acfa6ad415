import { DomainError, assertNever } from '../shared/errors.js';
import { SENDING_SHIPMENTS_BLOCK, parameterTypeByCode } from './catalogues.js';
import type { ClientEvent, ClientProfile, CourierCredentialData, ExternalApiCredentialData, PriceBand } from './client.events.js';

/**
 * The client stream's state and evolve. The decide functions live beside it,
 * one concern per file (client-profile, parameters, price-bands,
 * courier-credentials, external-api); every one is pure: ids, time and
 * ciphertext come in, events or a DomainError go out.
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
  /** The latest check against the courier (null: never checked after saving). */
  readonly lastCheckPassed: boolean | null;
  readonly lastCheckedAt: string | null;
}

export interface ExternalApiCredentialState extends ExternalApiCredentialData {
  readonly id: string;
}

export type PriceBandState = PriceBand & { readonly id: string };

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
      readonly priceBands: readonly PriceBandState[];
      readonly credentials: readonly CourierCredentialState[];
      readonly externalCredentials: readonly ExternalApiCredentialState[];
    };

export type ExistingClient = Exclude<ClientState, { status: 'none' }>;

export const initialClientState: ClientState = { status: 'none' };

/** Type id of the dispatch-block parameter (1 in the catalogue). */
export const SENDING_SHIPMENTS_BLOCK_TYPE_ID: number = parameterTypeByCode(SENDING_SHIPMENTS_BLOCK)?.id ?? 1;

const without = <T extends { readonly id: string }>(items: readonly T[], id: string): T[] => items.filter((i) => i.id !== id);
const replace = <T extends { readonly id: string }>(items: readonly T[], id: string, change: (item: T) => T): T[] =>
  items.map((i) => (i.id === id ? change(i) : i));

export function evolveClient(state: ClientState, event: ClientEvent): ClientState {
  switch (event.type) {
    case 'ClientCreated':
      return {
        status: 'active',
        clientId: event.data.clientId,
        userId: event.data.userId,
        profile: event.data.profile,
        allowedCountries: event.data.allowedCountries,
        hasIaiPassword: false,
        parameters: [],
        priceBands: [],
        credentials: [],
        externalCredentials: [],
      };
    default:
      if (state.status === 'none') return state;
  }
  switch (event.type) {
    case 'ClientUpdated':
      return { ...state, profile: event.data.profile };
    case 'ClientAllowedCountriesChanged':
      return { ...state, allowedCountries: event.data.allowedCountries };
    case 'ClientBlocked':
      return { ...state, status: 'blocked' };
    case 'ClientRestored':
      return { ...state, status: 'active' };
    case 'ClientIaiPasswordSet':
      return { ...state, hasIaiPassword: true };
    case 'ClientDispatchBlocked': {
      const parameter: ParameterState = {
        id: event.data.parameterId,
        typeId: SENDING_SHIPMENTS_BLOCK_TYPE_ID,
        code: SENDING_SHIPMENTS_BLOCK,
        value: 'true',
        hiddenValue: null,
      };
      return { ...state, parameters: [...state.parameters, parameter] };
    }
    case 'ClientDispatchUnblocked':
    case 'ClientParameterRemoved':
      return { ...state, parameters: without(state.parameters, event.data.parameterId) };
    case 'ClientParameterDefined': {
      const { parameterId, typeId, code, value, hiddenValue } = event.data;
      return { ...state, parameters: [...state.parameters, { id: parameterId, typeId, code, value, hiddenValue }] };
    }
    case 'ClientParameterChanged': {
      const { value, hiddenValue } = event.data;
      return { ...state, parameters: replace(state.parameters, event.data.parameterId, (p) => ({ ...p, value, hiddenValue })) };
    }
    case 'ClientPriceBandAdded':
      return { ...state, priceBands: [...state.priceBands, { ...event.data.band, id: event.data.priceId }] };
    case 'ClientPriceBandChanged':
      return { ...state, priceBands: replace(state.priceBands, event.data.priceId, () => ({ ...event.data.band, id: event.data.priceId })) };
    case 'ClientPriceBandRemoved':
      return { ...state, priceBands: without(state.priceBands, event.data.priceId) };
    case 'CourierCredentialAdded':
      return {
        ...state,
        credentials: [
          ...state.credentials,
          { ...event.data.credential, id: event.data.credentialId, main: false, lastCheckPassed: null, lastCheckedAt: null },
        ],
      };
    case 'CourierCredentialChanged':
      return {
        ...state,
        credentials: replace(state.credentials, event.data.credentialId, (c) => ({ ...c, ...event.data.credential })),
      };
    case 'CourierCredentialChecked': {
      const { passed, checkedAt } = event.data;
      return {
        ...state,
        credentials: replace(state.credentials, event.data.credentialId, (c) => ({ ...c, lastCheckPassed: passed, lastCheckedAt: checkedAt })),
      };
    }
    case 'CourierCredentialRemoved':
      return { ...state, credentials: without(state.credentials, event.data.credentialId) };
    case 'CourierCredentialPinned':
      return { ...state, credentials: replace(state.credentials, event.data.credentialId, (c) => ({ ...c, main: true })) };
    case 'CourierCredentialUnpinned':
      return { ...state, credentials: replace(state.credentials, event.data.credentialId, (c) => ({ ...c, main: false })) };
    case 'ExternalApiCredentialAdded':
      return {
        ...state,
        externalCredentials: [...state.externalCredentials, { ...event.data.credential, id: event.data.credentialId }],
      };
    case 'ExternalApiCredentialChanged':
      return {
        ...state,
        externalCredentials: replace(state.externalCredentials, event.data.credentialId, () => ({
          ...event.data.credential,
          id: event.data.credentialId,
        })),
      };
    case 'ExternalApiCredentialRemoved':
      return { ...state, externalCredentials: without(state.externalCredentials, event.data.credentialId) };
    default:
      return assertNever(event);
  }
}

/** The client a decider works on; no client -> client_not_found. */
export function existingClient(state: ClientState): ExistingClient {
  if (state.status === 'none') throw new DomainError('client_not_found');
  return state;
}

/** The client's parameter of a type code (null when not defined or no client). */
export function clientParameter(state: ClientState, code: string): ParameterState | null {
  if (state.status === 'none') return null;
  return state.parameters.find((p) => p.code === code) ?? null;
}
