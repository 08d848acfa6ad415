/**
 * THE SANDBOX IdoSell's fixed data: the couriers a shop may use per country
 * (GET /couriers/couriers?countryCode=), an order in the shape of the search
 * answer (for tests and the demo shops), and the demo shops' orders.
 */

/** The couriers the sandbox platform offers per country (ISO 3166-1 alpha-2). */
export const SANDBOX_COURIERS: Readonly<Record<string, readonly { courierId: number; courierName: string }[]>> = {
  RO: [
    { courierId: 11, courierName: 'Sameday Kurier (RO)' },
    { courierId: 12, courierName: 'Sameday easybox (RO)' },
    { courierId: 13, courierName: 'FAN Courier (RO)' },
  ],
  HU: [
    { courierId: 21, courierName: 'Sameday Futár (HU)' },
    { courierId: 22, courierName: 'Foxpost (HU)' },
  ],
  BG: [
    { courierId: 31, courierName: 'Sameday Куриер (BG)' },
    { courierId: 32, courierName: 'Econt (BG)' },
  ],
  CZ: [{ courierId: 41, courierName: 'Zásilkovna (CZ)' }],
  SK: [{ courierId: 51, courierName: 'Packeta (SK)' }],
  PL: [
    { courierId: 1, courierName: 'InPost Kurier' },
    { courierId: 2, courierName: 'DPD Polska' },
  ],
};

export interface SandboxOrderInput {
  readonly serial: number;
  readonly status?: string;
  readonly courierId?: number | null;
  readonly firstName?: string;
  readonly lastName?: string;
  readonly firm?: string;
  readonly street?: string;
  readonly zipCode?: string;
  readonly city?: string;
  readonly countryIso?: string;
  readonly phone?: string;
  readonly email?: string;
  readonly pickupPointId?: string;
  readonly paymentType?: 'prepaid' | 'cash_on_delivery' | 'tradecredit';
  readonly currency?: string;
  readonly productsCost?: number;
  readonly deliveryCost?: number;
  readonly weightGrams?: number;
  readonly products?: readonly { name: string; quantity: number; weightGrams?: number }[];
}

/** An order as IdoSell's search answers it (Results item), home delivery to Cluj-Napoca by default. */
export function sandboxOrder(input: SandboxOrderInput) {
  const countryIso = input.countryIso ?? 'RO';
  const products = input.products ?? [{ name: 'Książka', quantity: 1, weightGrams: 800 }];
  return {
    orderId: `sandbox-${input.serial}`,
    orderSerialNumber: input.serial,
    orderType: 'n',
    clientResult: {
      clientAccount: { clientId: 1000 + input.serial, clientEmail: input.email ?? 'ana.popescu@example.ro', clientPhone1: '' },
      clientDeliveryAddress: {
        clientDeliveryAddressFirstName: input.firstName ?? 'Ana',
        clientDeliveryAddressLastName: input.lastName ?? 'Popescu',
        clientDeliveryAddressFirm: input.firm ?? '',
        clientDeliveryAddressStreet: input.street ?? 'Strada Memorandumului 28',
        clientDeliveryAddressZipCode: input.zipCode ?? '400114',
        clientDeliveryAddressCity: input.city ?? 'Cluj-Napoca',
        clientDeliveryAddressCountryId: countryIso,
        clientDeliveryAddressPhone1: input.phone ?? '+40 723 456 789',
        clientDeliveryAddressType: input.pickupPointId ? 'pickupPoint' : 'client',
      },
      ...(input.pickupPointId
        ? {
            clientPickupPointAddress: {
              pickupPointId: input.pickupPointId,
              name: `Punkt ${input.pickupPointId}`,
              city: '',
              street: '',
              zipCode: '',
            },
          }
        : {}),
    },
    orderDetails: {
      orderStatus: input.status ?? 'packed',
      clientNoteToCourier: '',
      dispatch: {
        courierId: input.courierId === undefined ? 11 : input.courierId,
        courierName: '',
        deliveryWeight: input.weightGrams ?? 0,
      },
      payments: {
        orderPaymentType: input.paymentType ?? 'prepaid',
        orderCurrency: {
          currencyId: input.currency ?? 'RON',
          orderProductsCost: input.productsCost ?? 120,
          orderDeliveryCost: input.deliveryCost ?? 15,
          orderPayformCost: 0,
        },
      },
      productsResults: products.map((p, i) => ({
        productId: i + 1,
        productName: p.name,
        productQuantity: p.quantity,
        productWeight: p.weightGrams ?? 0,
      })),
    },
  };
}

/**
 * The orders a demo shop (a domain whose first label starts with "demo")
 * has waiting when first called: one to Cluj-Napoca (Sameday RO), one to a
 * town the address database does not know, one to Budapest (Sameday HU), one
 * with a courier (FAN Courier) a shop may leave unmapped.
 */
export const DEMO_ORDERS: readonly SandboxOrderInput[] = [
  { serial: 1001, courierId: 11, products: [{ name: 'Książka kucharska', quantity: 1, weightGrams: 900 }] },
  { serial: 1002, courierId: 11, city: 'Orașul Nimănui', zipCode: '999999', firstName: 'Ion', lastName: 'Ionescu' },
  {
    serial: 1003,
    courierId: 21,
    countryIso: 'HU',
    city: 'Budapest',
    zipCode: '1051',
    street: 'Nádor utca 12',
    firstName: 'Kovács',
    lastName: 'Anna',
    phone: '+36 20 123 4567',
    currency: 'HUF',
    productsCost: 9900,
  },
  { serial: 1004, courierId: 13, firstName: 'Maria', lastName: 'Pop' },
];

export const isDemoDomain = (domain: string): boolean => /^demo/i.test(domain.split('.')[0] ?? '');
