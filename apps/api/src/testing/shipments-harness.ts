/** Helpers of the shipments e2e specs (under testing/: kept out of the build). */
import { startClientsHarness, type Caller, type ClientsHarness } from './clients-harness.js';
import { caller } from './clients.js';
import { SEEDED } from './test-api.js';

/** Real localities of the address database (SIRUTA code; GeoNames offset + line). */
export const CLUJ_NAPOCA = 54984;
export const BUDAPEST = 3_000_531;

export function recipient(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Ana Popescu',
    private_person: true,
    contact_name: null,
    email: 'ana.popescu@example.ro',
    phone: { prefix: '0040', number: '723456789' },
    country: { id: 1 },
    address: { locality: { id: CLUJ_NAPOCA, name: 'Cluj-Napoca' }, postal_code: '400335', details: 'Strada Memorandumului 28' },
    locker: null,
    ...overrides,
  };
}

export const parcel = (weight = 1.25, height = 10, width = 20, length = 30) => ({
  weight: { declared: weight },
  dimensions: { declared: { height, width, length } },
  in_shipment_order: 1,
});

/** A valid POST app/v2/shipment/ body: home delivery to Cluj-Napoca. */
export function shipmentBody(overrides: Record<string, unknown> = {}) {
  return {
    delivery_service: 1,
    client_id: null,
    sender: null,
    recipient: recipient(),
    content: { declared_content: 'Książki i zeszyty', declared_value: 150, currency: 'RON', cash_on_delivery_value: 0 },
    additional_data: { note: 'Zadzwonić przed doręczeniem', first_reference_number: 'ZAM-1', second_reference_number: null },
    parcels: [parcel()],
    ...overrides,
  };
}

export interface ShipmentsHarness extends ClientsHarness {
  /** A new client (every country allowed, COD on) with its login. */
  newClient(overrides?: Record<string, unknown>): Promise<{ id: number; as: Caller; email: string; token: string }>;
  /** The seeded admin's bearer token (for raw requests: files). */
  readonly adminToken: string;
  /** Waits until the shipment's registration is no longer awaiting; answers the shipment. */
  settled(as: Caller, number: string): Promise<any>;
}

export async function startShipmentsHarness(): Promise<ShipmentsHarness> {
  // Some tests move the clock by months: sessions must outlive that.
  const clients = await startClientsHarness({ ADDRESS_IMPORT: 'true', SESSION_MAX_AGE_HOURS: '100000' });
  const adminToken = (await clients.api.login(SEEDED.admin.email, SEEDED.admin.password)).token;
  return {
    ...clients,
    adminToken,
    async newClient(overrides = {}) {
      const { id, form } = await clients.createClient({ allowed_countries: [1, 3, 4, 10, 11], ...overrides });
      const login = await clients.acceptInvitation(form.email, 'secret123');
      return { id, as: caller(clients.api, login.token), email: form.email, token: login.token };
    },
    async settled(as, number) {
      // A plain loop (not expect.poll): it also serves beforeAll.
      const deadline = Date.now() + 15_000;
      for (;;) {
        const shipment = (await as.get(`/api/app/v2/shipment/${number}`)).body.shipment;
        if (shipment && shipment.registration !== 'awaiting') return shipment;
        if (Date.now() > deadline) throw new Error(`Shipment ${number} still awaits registration`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}
