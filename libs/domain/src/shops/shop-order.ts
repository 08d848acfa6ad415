import { assertNever } from '../shared/errors.js';
import type { ShopOrderEvent, ShopShipmentPlan } from './shop.events.js';

/**
 * The key of an imported order: the shop's domain and the order's serial
 * number (IdoSell numbers orders per shop). Keyed by the domain rather than
 * our shop id, a shop connected twice, or deleted and connected again, still
 * never imports an order twice.
 */
export const shopOrderStream = (domain: string, orderSerialNumber: number): string =>
  `external-shop-order-${domain.toLowerCase()}-${orderSerialNumber}`;

export type ShopOrderState =
  | { readonly stage: 'none' }
  | {
      readonly stage: 'reserved' | 'imported' | 'written_back';
      readonly shopId: number;
      readonly clientId: number;
      readonly orderSerialNumber: number;
      readonly orderId: string;
      readonly externalCourierId: number;
      readonly shipmentId: number;
      readonly parcelIds: readonly number[];
      readonly plan: ShopShipmentPlan;
      /** Set once imported. */
      readonly shipmentNumber: string | null;
    };

export type ReservedShopOrder = Exclude<ShopOrderState, { stage: 'none' }>;

export const initialShopOrderState: ShopOrderState = { stage: 'none' };

export function evolveShopOrder(state: ShopOrderState, event: ShopOrderEvent): ShopOrderState {
  switch (event.type) {
    case 'ShopOrderReserved': {
      const { shopId, clientId, orderSerialNumber, orderId, externalCourierId, shipmentId, parcelIds, plan } = event.data;
      return {
        stage: 'reserved',
        shopId,
        clientId,
        orderSerialNumber,
        orderId,
        externalCourierId,
        shipmentId,
        parcelIds,
        plan,
        shipmentNumber: null,
      };
    }
    case 'ShopOrderImported':
      return state.stage === 'none' ? state : { ...state, stage: 'imported', shipmentNumber: event.data.shipmentNumber };
    case 'ShopOrderTrackingWrittenBack':
      return state.stage === 'none' ? state : { ...state, stage: 'written_back' };
    default:
      return assertNever(event);
  }
}

export interface ReserveShopOrderInput {
  readonly shopId: number;
  readonly clientId: number;
  readonly domain: string;
  readonly orderSerialNumber: number;
  readonly orderId: string;
  readonly courierId: number;
  readonly externalCourierId: number;
  readonly shipmentId: number;
  readonly parcelIds: readonly number[];
  readonly plan: ShopShipmentPlan;
}

/** An order not yet taken is reserved with the ids of its shipment-to-be; a taken one is left as it is (nothing). */
export function reserveShopOrder(state: ShopOrderState, input: ReserveShopOrderInput): ShopOrderEvent[] {
  if (state.stage !== 'none') return [];
  return [{ type: 'ShopOrderReserved', data: { ...input, domain: input.domain.toLowerCase(), parcelIds: [...input.parcelIds] } }];
}

/** The reserved order's shipment exists (made now, or found made by an earlier run): recorded once. */
export function recordShopOrderImported(state: ShopOrderState, shipmentNumber: string): ShopOrderEvent[] {
  if (state.stage !== 'reserved') return [];
  return [
    {
      type: 'ShopOrderImported',
      data: { shopId: state.shopId, orderSerialNumber: state.orderSerialNumber, shipmentId: state.shipmentId, shipmentNumber },
    },
  ];
}

/** The platform took the tracking number: recorded once (a reserved order has no number to write yet). */
export function recordTrackingWrittenBack(state: ShopOrderState): ShopOrderEvent[] {
  if (state.stage !== 'imported' || state.shipmentNumber === null) return [];
  return [
    {
      type: 'ShopOrderTrackingWrittenBack',
      data: {
        shopId: state.shopId,
        orderSerialNumber: state.orderSerialNumber,
        shipmentNumber: state.shipmentNumber,
        externalCourierId: state.externalCourierId,
      },
    },
  ];
}
