import { connectPostgres, type Database } from '@parcel/platform';
import { createTestDatabase } from '@parcel/platform/testing';
import { migrateReadModels, type ReadModelDb } from '@parcel/read-models';
import type { CourierParty, CourierRegistrationRequest } from '../couriers/registration/courier-registration.port.js';

/** A Romanian private recipient at a real Cluj-Napoca address (postal code known to the sandbox). */
export const RO_RECIPIENT: CourierParty = {
  name: 'Ana Popescu',
  contactName: null,
  phone: '0722 123 456',
  email: 'ana@example.com',
  countryIso: 'RO',
  locality: 'Cluj-Napoca',
  county: 'Cluj',
  postalCode: '400211',
  address: 'Strada 11 Octombrie 5',
  privatePerson: true,
};

/** Our warehouse as the sender (a company). */
export const WAREHOUSE: CourierParty = {
  name: 'Parcel Hub Sp. z o.o.',
  contactName: 'Jan Kowalski',
  phone: '321234567',
  email: 'hub@example.com',
  countryIso: 'RO',
  locality: 'București',
  county: 'București',
  postalCode: '014355',
  address: 'Str. Balonului 20',
  privatePerson: false,
};

/** A valid home delivery in Romania (one 2 kg parcel, 120 RON COD); override what a test needs. */
export function courierRequest(overrides: Partial<CourierRegistrationRequest> = {}): CourierRegistrationRequest {
  const reference = overrides.reference ?? `RO${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return {
    reference,
    courierId: 1,
    kind: 'home_delivery',
    sender: WAREHOUSE,
    recipient: RO_RECIPIENT,
    lockerId: null,
    parcels: [{ reference: `${reference}-1`, weightKg: 2, heightCm: 10, widthCm: 20, lengthCm: 30 }],
    codAmount: 120,
    currency: 'RON',
    declaredValue: 120,
    content: 'Książki',
    note: null,
    ...overrides,
  };
}

/** A fresh database on the test server with the read models migrated (closed and dropped by close()). */
export async function openCouriersDatabase(): Promise<{ database: Database; db: ReadModelDb; close(): Promise<void> }> {
  const test = await createTestDatabase('couriers');
  const database = connectPostgres(test.url);
  await migrateReadModels(database.db);
  return {
    database,
    db: database.db as ReadModelDb,
    close: async () => {
      await database.close();
      await test.drop();
    },
  };
}
