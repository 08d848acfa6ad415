import type { AccountingInput } from './accounting-input.js';

/**
 * From what the shipments read model knows to what the formulas price
 * (docs/accounting.md "When"): whether a shipment is accountable yet, on
 * which day, and its AccountingInput. Pure: the caller reads the rows.
 */

export interface AccountableShipment {
  readonly id: number;
  readonly clientId: number;
  readonly countryId: number;
  readonly courierId: number;
  readonly deliveryService: number;
  readonly isReturn: boolean;
  readonly isEmag: boolean;
  readonly deleted: boolean;
  readonly codValue: number;
  readonly declaredValue: number;
  readonly contentCurrency: string;
}

export interface AccountableParcel {
  readonly id: number;
  readonly weight: number;
  readonly height: number;
  readonly width: number;
  readonly length: number;
  readonly measured: { weight: number; height: number; width: number; length: number } | null;
  readonly nonConveyable: boolean;
  /** Received at the shipping warehouse (deliveries) / at the return warehouse (returns and unclaimed parcels). */
  readonly receivedAt: Date | null;
  readonly returnReceivedAt: Date | null;
  /** The parcel is on its way back or back (a return status after dispatch). */
  readonly comingBack: boolean;
}

/** The client's parameters that change the accounting (spec/01 §3). */
export interface ClientAccountingParameters {
  /** Codes present with their values: USE_REAL_WEIGHT_FOR_<COUNTRY>_SHIPMENTS_ACCOUNTING, SIDE_FORMULA_LIMIT. */
  readonly [code: string]: string | undefined;
}

const LOCKER_SERVICES = new Set([3, 4]);
export const DEFAULT_SIDE_FORMULA_LIMIT = 300;
const REAL_WEIGHT_PARAMETER: Readonly<Record<number, string>> = {
  1: 'USE_REAL_WEIGHT_FOR_ROMANIA_SHIPMENTS_ACCOUNTING',
  3: 'USE_REAL_WEIGHT_FOR_HUNGARY_SHIPMENTS_ACCOUNTING',
  4: 'USE_REAL_WEIGHT_FOR_BULGARIA_SHIPMENTS_ACCOUNTING',
};

/**
 * The moment a shipment becomes accountable: a delivery when its first parcel
 * is received at the shipping warehouse, a return when its first parcel is
 * received at the return warehouse; null while neither (or once deleted).
 */
export function accountableAt(shipment: AccountableShipment, parcels: readonly AccountableParcel[]): Date | null {
  if (shipment.deleted) return null;
  const times = parcels.flatMap((p) => {
    const at = shipment.isReturn ? p.returnReceivedAt : p.receivedAt;
    return at ? [at.getTime()] : [];
  });
  return times.length ? new Date(Math.min(...times)) : null;
}

/** A boolean parameter is true when present with the value 'true' (or '1'); absent is false. */
const isTrue = (value: string | undefined): boolean => value === 'true' || value === '1';

export function accountingInputOf(
  shipment: AccountableShipment,
  parcels: readonly AccountableParcel[],
  parameters: ClientAccountingParameters,
): AccountingInput {
  const realWeightCode = REAL_WEIGHT_PARAMETER[shipment.countryId];
  const limit = Number(parameters['SIDE_FORMULA_LIMIT']);
  return {
    shipmentId: shipment.id,
    clientId: shipment.clientId,
    countryId: shipment.countryId,
    courierId: shipment.courierId,
    isReturn: shipment.isReturn,
    isLocker: LOCKER_SERVICES.has(shipment.deliveryService),
    isEmag: shipment.isEmag,
    parcels: parcels.map((p) => ({
      parcelId: p.id,
      declared: { weight: p.weight, height: p.height, width: p.width, length: p.length },
      measured: p.measured ? { ...p.measured } : null,
      nonConveyable: p.nonConveyable,
    })),
    codValue: shipment.codValue,
    declaredValue: shipment.declaredValue,
    contentCurrency: shipment.contentCurrency,
    unclaimed: !shipment.isReturn && parcels.some((p) => p.comingBack || p.returnReceivedAt !== null),
    useRealWeight: realWeightCode !== undefined && isTrue(parameters[realWeightCode]),
    sideFormulaLimit:
      Number.isFinite(limit) && parameters['SIDE_FORMULA_LIMIT'] !== undefined && limit >= 0 ? limit : DEFAULT_SIDE_FORMULA_LIMIT,
  };
}
