import { Inject, Injectable } from '@nestjs/common';
import { seededStatusBySystemId, type AccountingReason } from '@parcel/domain';
import type { RecordedEvent } from '@parcel/event-store';
import { PARCEL_FLOOR, type ProcessManager } from '@parcel/read-models';
import { reactionContext } from '../cqrs/command-context.js';
import { ReadModelWaiter } from '../cqrs/read-model-waiter.js';
import { ShipmentAccountant } from './shipment-accountant.js';

export const ACCOUNTING_PM = 'accounting';
/** The accounting reads the shipments and parcel_floor read models: it waits for them to hold the event (the projector runs beside). */
const READ_MODEL_WAIT_MS = 30_000;

const STATUS_REASONS = new Map<number, AccountingReason>([
  [seededStatusBySystemId('warehouse_received').id, 'received'],
  [seededStatusBySystemId('return_warehouse_received').id, 'returned'],
  [seededStatusBySystemId('return_in_transit').id, 'unclaimed'],
  [seededStatusBySystemId('returned').id, 'unclaimed'],
]);

/** Which shipments an event may change the accounting of, and why; none for events that change nothing it prices. */
export function accountingTrigger(event: { type: string; data: unknown }): { shipmentIds: number[]; reason: AccountingReason } | null {
  const data = event.data as { shipmentId: number; statusTypeId?: number; toShipmentId?: number };
  switch (event.type) {
    case 'ParcelStatusRecorded': {
      const reason = STATUS_REASONS.get(data.statusTypeId!);
      return reason ? { shipmentIds: [data.shipmentId], reason } : null;
    }
    case 'ParcelStatusRowDeleted':
      return { shipmentIds: [data.shipmentId], reason: 'changed' };
    case 'ParcelMeasured':
      return { shipmentIds: [data.shipmentId], reason: 'measured' };
    case 'ShipmentChanged':
      return { shipmentIds: [data.shipmentId], reason: 'changed' };
    case 'ShipmentParcelAdopted':
      return { shipmentIds: [data.shipmentId, data.toShipmentId!], reason: 'changed' };
    default:
      return null;
  }
}

/**
 * A shipment becomes accountable when its first parcel is received (returns:
 * at the return warehouse); its amounts are recorded then (main) and again
 * whenever a later fact changes them (after_service): a measurement, a
 * return, a change of the order. Idempotent: the same facts price the same
 * amounts and the decider records nothing new.
 */
@Injectable()
export class AccountingProcessManager implements ProcessManager {
  readonly name = ACCOUNTING_PM;
  readonly eventTypes = ['ParcelStatusRecorded', 'ParcelStatusRowDeleted', 'ParcelMeasured', 'ShipmentChanged', 'ShipmentParcelAdopted'];

  constructor(
    @Inject(ShipmentAccountant) private readonly accountant: ShipmentAccountant,
    @Inject(ReadModelWaiter) private readonly waiter: ReadModelWaiter,
  ) {}

  async handle(event: RecordedEvent): Promise<void> {
    const trigger = accountingTrigger(event);
    if (!trigger) return;
    // The read model that takes the event (a checkpoint moves only on its own event types).
    const readModel = event.type === 'ParcelMeasured' ? PARCEL_FLOOR : 'shipments';
    if (!(await this.waiter.waitFor([readModel], event.position, READ_MODEL_WAIT_MS)))
      throw new Error(`the shipments read model has not reached ${event.type} ${event.eventId}`);
    await this.accountant.account(trigger.shipmentIds, trigger.reason, reactionContext(event));
  }
}
