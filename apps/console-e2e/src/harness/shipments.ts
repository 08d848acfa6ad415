import type { Product } from './product.js';

/** The shipment steps the browser tests share: shipments made over the API as the admin, as the shipment form would send them. */

export interface CreatedShipment {
  /** The shipment's internal number (waybill). */
  readonly number: string;
  /** The parcels' internal numbers, in their order. */
  readonly parcels: readonly string[];
  readonly parcelIds: readonly number[];
}

/** A Romanian locality's id from the address database (GET app/v2/address_database/locality/search). */
export async function romanianLocality(product: Product, token: string, query = 'Cluj-Napoca'): Promise<{ id: number; name: string }> {
  const found = await product.api<unknown>(
    'GET',
    `/api/app/v2/address_database/locality/search?country_id=1&query=${encodeURIComponent(query)}`,
    { token },
  );
  if (found.status !== 200) throw new Error(`locality ${query}: ${found.status} ${JSON.stringify(found.body)}`);
  const list = (Array.isArray(found.body) ? found.body : ((found.body as { data?: unknown[] })?.data ?? [])) as {
    id: number;
    name: string;
  }[];
  const locality = list.find((item) => item.name === query) ?? list[0];
  if (!locality) throw new Error(`no locality ${query} in the address database`);
  return locality;
}

/** Creates a home-delivery shipment to Romania for a client (POST app/v2/shipment/) with `parcels` parcels; returns its and its parcels' numbers. */
export async function createShipment(product: Product, adminToken: string, clientId: number, parcels = 1): Promise<CreatedShipment> {
  const locality = await romanianLocality(product, adminToken);
  const body = {
    delivery_service: 1,
    client_id: clientId,
    sender: null,
    recipient: {
      name: 'Ana Popescu',
      private_person: true,
      contact_name: null,
      email: null,
      phone: { prefix: '+40', number: '723456789' },
      country_id: 1,
      address: { locality_id: locality.id, postal_code: '400001', details: 'Strada Memorandumului 1' },
      locker_id: null,
    },
    content: { declared_content: 'Książki', declared_value: 120, cash_on_delivery_value: 0 },
    additional_data: { note: null, first_reference_number: null, second_reference_number: null },
    parcels: Array.from({ length: parcels }, () => ({
      weight: { declared: 1.5 },
      dimensions: { declared: { height: 10, width: 20, length: 30 } },
    })),
  };
  const created = await product.api<{ internal_waybill: string }>('POST', '/api/app/v2/shipment/', { token: adminToken, body });
  if (created.status !== 201 && created.status !== 200)
    throw new Error(`create shipment: ${created.status} ${JSON.stringify(created.body)}`);
  const number = created.body.internal_waybill;
  const read = await product.api<{ shipment: { parcels: { id: number; waybill: { internal: string }; in_shipment_order: number }[] } }>(
    'GET',
    `/api/app/v2/shipment/${number}`,
    { token: adminToken },
  );
  if (read.status !== 200) throw new Error(`read shipment ${number}: ${read.status} ${JSON.stringify(read.body)}`);
  const ordered = [...read.body.shipment.parcels].sort((a, b) => a.in_shipment_order - b.in_shipment_order);
  return { number, parcels: ordered.map((parcel) => parcel.waybill.internal), parcelIds: ordered.map((parcel) => parcel.id) };
}

/** Records a status row on a parcel (POST app/v2/parcel/history) as staff. */
export async function setParcelStatus(
  product: Product,
  token: string,
  parcelId: number,
  statusTypeId: number,
  where = 'Tychy',
): Promise<void> {
  const set = await product.api('POST', '/api/app/v2/parcel/history', {
    token,
    body: [{ parcel_id: parcelId, status_type_id: statusTypeId, where }],
  });
  if (set.status !== 201 && set.status !== 200)
    throw new Error(`status ${statusTypeId} of parcel ${parcelId}: ${set.status} ${JSON.stringify(set.body)}`);
}
