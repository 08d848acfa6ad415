import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { DomainError } from '@parcel/domain';
import type { CourierAccount, CourierContact, CourierGateway, CourierLogin } from './courier-gateway.js';

/**
 * THE SANDBOX courier gateway (COURIER_GATEWAY=sandbox, the default): answers
 * like a courier's API without leaving the machine. Known logins (also in
 * docs/sandbox-couriers.md), the same for every courier:
 *
 * - username starting 'sandbox-' with password 'sandbox-pass' (or any
 *   password starting 'sandbox-pass', e.g. 'sandbox-pass-2', so a password can
 *   be changed to another good one) passes, whatever the service, and answers a
 *   client_id, e-mail, phone number and contract number derived from the
 *   courier and the username (the same every time);
 * - 'sandbox-slow' passes like the others but takes about 1.5 s;
 * - 'sandbox-down' (any password) -> courier_unavailable (HTTP 503);
 * - anything else -> credential_rejected (HTTP 406).
 *
 * Every answer takes about 100 ms, like a real remote call. Contact search
 * answers from a fixed directory per courier (Sameday and Cargus; DPD keeps no
 * contacts): the entries whose name contains the query, ignoring case and
 * diacritics; a query containing 'sandbox-down' -> courier_unavailable.
 */
export const SANDBOX_PASSWORD = 'sandbox-pass';
export const SANDBOX_PREFIX = 'sandbox-';
export const SANDBOX_SLOW_LOGIN = 'sandbox-slow';
export const SANDBOX_DOWN_LOGIN = 'sandbox-down';

const COURIER_CODES: Record<number, string> = { 1: 'SD', 2: 'DPD', 3: 'CG' };

/** The sandbox's contacts, by courier id. */
export const SANDBOX_CONTACTS: Readonly<Record<number, readonly CourierContact[]>> = {
  1: [
    { id: 'SD-1001', name: 'Depozit București Militari' },
    { id: 'SD-1002', name: 'Depozit Cluj-Napoca' },
    { id: 'SD-1003', name: 'Depozit Timișoara' },
    { id: 'SD-1004', name: 'Depozit Iași' },
    { id: 'SD-1005', name: 'Punct de predare Otopeni' },
    { id: 'SD-2001', name: 'Raktár Budapest' },
    { id: 'SD-2002', name: 'Raktár Debrecen' },
    { id: 'SD-2003', name: 'Raktár Győr' },
    { id: 'SD-3001', name: 'Sklad Sofia' },
    { id: 'SD-3002', name: 'Sklad Plovdiv' },
    { id: 'SD-3003', name: 'Sklad Varna' },
  ],
  2: [],
  3: [
    { id: 'CG-1001', name: 'Cargus Depozit București' },
    { id: 'CG-1002', name: 'Cargus Depozit Brașov' },
    { id: 'CG-1003', name: 'Cargus Depozit Constanța' },
  ],
};

export interface SandboxTimings {
  /** Every answer (ms). */
  readonly latencyMs: number;
  /** 'sandbox-slow' (ms). */
  readonly slowMs: number;
}

const DEFAULT_TIMINGS: SandboxTimings = { latencyMs: 100, slowMs: 1_500 };

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Digits derived from the courier and the username: the same login always gets the same account. */
function digits(courierId: number, username: string, salt: string, count: number): string {
  const hash = createHash('sha256').update(`${salt}|${courierId}|${username}`).digest();
  let out = '';
  for (let i = 0; out.length < count; i++) out += String(hash[i % hash.length]! % 10);
  return out;
}

export class SandboxCourierGateway implements CourierGateway {
  readonly name = 'sandbox';

  constructor(private readonly timings: SandboxTimings = DEFAULT_TIMINGS) {}

  async checkLogin(courierId: number, login: CourierLogin): Promise<CourierAccount> {
    const username = login.username.trim();
    await sleep(username === SANDBOX_SLOW_LOGIN ? this.timings.slowMs : this.timings.latencyMs);
    if (username === SANDBOX_DOWN_LOGIN) throw new DomainError('courier_unavailable');
    const code = COURIER_CODES[courierId];
    if (!code || !username.startsWith(SANDBOX_PREFIX) || username.length === SANDBOX_PREFIX.length || !login.password.startsWith(SANDBOX_PASSWORD)) {
      throw new DomainError('credential_rejected');
    }
    const local = username.toLowerCase().replace(/[^a-z0-9.-]/g, '') || 'sandbox';
    return {
      client_id: String(100_000 + Number(digits(courierId, username, 'client', 6)) % 900_000),
      email: `${local}@${code.toLowerCase()}.sandbox.example`,
      phone_number: `5${digits(courierId, username, 'phone', 8)}`,
      contract_number: `SBX-${code}-${digits(courierId, username, 'contract', 6)}`,
    };
  }

  async searchContacts(courierId: number, query: string): Promise<CourierContact[]> {
    await sleep(this.timings.latencyMs);
    const wanted = fold(query.trim());
    if (wanted.includes(SANDBOX_DOWN_LOGIN)) throw new DomainError('courier_unavailable');
    return (SANDBOX_CONTACTS[courierId] ?? []).filter((contact) => fold(contact.name).includes(wanted)).slice(0, 20);
  }
}
