/**
 * The courier-gateway port: what the back office asks a courier's API (Sameday,
 * DPD, Cargus). Adapters live beside it; configuration (COURIER_GATEWAY) picks
 * one. A rejected login is DomainError('credential_rejected'), a courier that
 * does not answer is DomainError('courier_unavailable').
 */
export const COURIER_GATEWAY = Symbol('CourierGateway');

/** A login to check: the courier's API user, its password and the service it is for. */
export interface CourierLogin {
  readonly username: string;
  readonly password: string;
  readonly service: string;
}

/** What a courier answers about an accepted login (shown by the check-permissions modal and the credential form). */
export interface CourierAccount {
  readonly client_id: string;
  readonly email: string;
  readonly phone_number: string;
  readonly contract_number: string;
}

/** A contact (pickup point / sender contact) kept at the courier, as the contact-name parameters store it. */
export interface CourierContact {
  readonly id: string;
  readonly name: string;
}

export interface CourierGateway {
  /** Human name of the adapter, for the start log line (e.g. 'sandbox'). */
  readonly name: string;
  /** Asks the courier whether the login works. */
  checkLogin(courierId: number, login: CourierLogin): Promise<CourierAccount>;
  /** The courier's contacts whose name contains the query (case-insensitive). */
  searchContacts(courierId: number, query: string): Promise<CourierContact[]>;
}
