import { CourierUnavailable } from '../registration/courier-registration.port.js';
import type { SamedayClient } from '../registration/sameday/sameday-client.js';
import type { LockerSource, SourceLocker } from './locker-source.js';

interface SamedayLocker {
  readonly lockerId?: unknown;
  readonly name?: unknown;
  readonly county?: unknown;
  readonly city?: unknown;
  readonly address?: unknown;
  readonly postalCode?: unknown;
  readonly lat?: unknown;
  readonly lng?: unknown;
  readonly supportedPayment?: unknown;
}

const PAGE_SIZE = 500;
/** A safety stop: Sameday lists a few thousand easyboxes. */
const MAX_PAGES = 200;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');
const coordinate = (value: unknown) =>
  value === null || value === undefined || value === '' || !Number.isFinite(Number(value)) ? null : Number(value);

/**
 * The real Sameday easybox list: GET /api/client/lockers, paged (page,
 * countPerPage; the answer's `pages` says how many), of the account's host
 * (its country: SAMEDAY_COUNTRY). Sameday does not know our locality ids.
 */
export class SamedayLockers implements LockerSource {
  readonly network = 'sameday' as const;

  constructor(
    private readonly client: SamedayClient,
    private readonly countryIso: string,
  ) {}

  get name(): string {
    return this.client.host;
  }

  async list(): Promise<SourceLocker[]> {
    const lockers: SourceLocker[] = [];
    for (let page = 1; page <= MAX_PAGES; page++) {
      const answer = await this.client.call('GET', '/api/client/lockers', {
        query: { page: String(page), countPerPage: String(PAGE_SIZE) },
      });
      if (answer.status !== 200) throw new CourierUnavailable(`Sameday GET /api/client/lockers answered ${answer.status}`);
      const body = answer.body as { data?: unknown; pages?: unknown } | unknown[] | undefined;
      const rows = (Array.isArray(body) ? body : Array.isArray(body?.data) ? body.data : []) as SamedayLocker[];
      for (const row of rows) {
        const locker = this.toLocker(row);
        if (locker) lockers.push(locker);
      }
      const pages = Array.isArray(body) ? 1 : Number(body?.pages ?? 1);
      if (rows.length === 0 || !(page < pages)) break;
    }
    return lockers;
  }

  private toLocker(row: SamedayLocker): SourceLocker | null {
    const nativeId = text(row.lockerId);
    if (!/^\d+$/.test(nativeId)) return null;
    return {
      nativeId,
      countryIso: this.countryIso,
      localityId: null,
      localityName: text(row.city),
      county: text(row.county) || null,
      name: text(row.name) || `easybox ${nativeId}`,
      address: text(row.address),
      postalCode: text(row.postalCode),
      lat: coordinate(row.lat),
      lng: coordinate(row.lng),
      supportedPayment: row.supportedPayment === true || row.supportedPayment === 1 || row.supportedPayment === '1',
    };
  }
}
