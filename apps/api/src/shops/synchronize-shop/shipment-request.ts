import { createShipmentRequest, parseContract, type CreateShipmentRequest } from '@parcel/contracts';
import type { ShopShipmentPlan } from '@parcel/domain';

/** The declared sides of an imported parcel: the smallest the contract takes (the warehouse measures the parcel). */
export const IMPORTED_PARCEL_SIDE_CM = 10;

/**
 * The shipment request an imported order's plan is (POST app/v2/shipment/'s
 * contract, checked the same way): one parcel, the recipient as planned.
 * Field errors when the plan does not pass (an order the contract refuses).
 */
export function shipmentRequestOf(
  plan: ShopShipmentPlan,
): { ok: true; request: Omit<CreateShipmentRequest, 'client_id'> } | { ok: false; fields: string[] } {
  const { recipient, content } = plan;
  const side = IMPORTED_PARCEL_SIDE_CM;
  const parsed = parseContract(createShipmentRequest, {
    delivery_service: plan.deliveryService,
    client_id: null,
    sender: null,
    recipient: {
      name: recipient.name,
      private_person: recipient.privatePerson,
      contact_name: recipient.contactName,
      email: recipient.email,
      phone: { prefix: recipient.phonePrefix, number: recipient.phoneNumber },
      country_id: plan.countryId,
      address: { locality_id: recipient.localityId, postal_code: recipient.postalCode || null, details: recipient.details || null },
      locker_id: recipient.lockerId,
    },
    content: {
      declared_content: content.declaredContent,
      declared_value: content.declaredValue,
      cash_on_delivery_value: content.cashOnDelivery,
    },
    additional_data: { note: plan.note, first_reference_number: plan.references.first, second_reference_number: plan.references.second },
    parcels: [
      { weight: { declared: plan.weightKg }, dimensions: { declared: { height: side, width: side, length: side } }, in_shipment_order: 1 },
    ],
  });
  if (!parsed.success) return { ok: false, fields: Object.keys(parsed.errors) };
  const { client_id: _clientId, ...request } = parsed.data;
  return { ok: true, request };
}
