import { Inject, Injectable } from '@nestjs/common';
import { needsRegistration, recordRegistration, recordRegistrationFailure, shipmentStream, type ExistingShipment } from '@parcel/domain';
import type { RecordedEvent } from '@parcel/event-store';
import type { ProcessManager } from '@parcel/read-models';
import { reactionContext } from '../../cqrs/command-context.js';
import { EventSourced } from '../../cqrs/event-sourced.js';
import {
  COURIER_REGISTRATION,
  CourierRejected,
  CourierUnavailable,
  type CourierRegistration,
  type CourierRegistrationPort,
} from '../../couriers/registration/courier-registration.port.js';
import { ShipmentStreams } from '../shipment-streams.js';
import { courierRequestOf } from './courier-request.js';

export const COURIER_REGISTRATION_PM = 'courier-registration';
/** A courier that is down is asked again this many times (backoff below) before the failure is recorded. */
const CALL_ATTEMPTS = 3;
const BACKOFF_MS = [300, 900];

type Outcome =
  | { ok: true; answer: CourierRegistration }
  | { ok: false; reason: 'rejected' | 'unavailable'; message: string; fields: Record<string, string[]> };

/**
 * A created, changed or retried shipment is registered with its last-mile
 * courier. Our shipment number is the courier's client reference and
 * idempotency key: a crash after the courier answered asks again with the
 * same reference and gets the same AWB. The recorded event's id derives from
 * the trigger, and a shipment already registered (or deleted) is left alone,
 * so a replay records nothing twice. A refusal or an outage is recorded as
 * ShipmentRegistrationFailed (the problem SHIPMENT_REGISTRATION_FAILED) for
 * the retry on the screen; anything else throws (runtime retries, then the
 * dead-letter list).
 */
@Injectable()
export class CourierRegistrationProcessManager implements ProcessManager {
  readonly name = COURIER_REGISTRATION_PM;
  readonly eventTypes = ['ShipmentCreated', 'ShipmentChanged', 'ShipmentRegistrationRetryRequested'];

  constructor(
    @Inject(EventSourced) private readonly es: EventSourced,
    @Inject(ShipmentStreams) private readonly shipments: ShipmentStreams,
    @Inject(COURIER_REGISTRATION) private readonly courier: CourierRegistrationPort,
  ) {}

  async handle(event: RecordedEvent): Promise<void> {
    const { shipmentId } = event.data as { shipmentId: number };
    const { state, revision } = await this.shipments.load(shipmentId);
    if (!needsRegistration(state)) return;
    const shipment = state as ExistingShipment;
    const outcome = await this.register(shipment);
    const now = this.es.now().toISOString();
    const events = outcome.ok
      ? recordRegistration(
          state,
          {
            courier: outcome.answer.courier,
            awb: outcome.answer.awb,
            parcels: outcome.answer.parcels.flatMap((p) => {
              const parcel = shipment.order.parcels.find((o) => o.number === p.reference);
              return parcel ? [{ parcel_id: parcel.parcel_id, number: p.number }] : [];
            }),
          },
          now,
        )
      : recordRegistrationFailure(state, outcome, now);
    await this.es.append(shipmentStream(shipmentId), revision, events, reactionContext(event), { idempotencyKey: event.eventId });
  }

  private async register(shipment: ExistingShipment): Promise<Outcome> {
    const request = courierRequestOf(shipment);
    for (let attempt = 1; ; attempt++) {
      try {
        return { ok: true, answer: await this.courier.register(request) };
      } catch (error) {
        if (error instanceof CourierRejected) return { ok: false, reason: 'rejected', message: error.message, fields: error.fields };
        if (!(error instanceof CourierUnavailable)) throw error;
        if (attempt >= CALL_ATTEMPTS) return { ok: false, reason: 'unavailable', message: error.message, fields: {} };
        await new Promise((resolve) => setTimeout(resolve, BACKOFF_MS[attempt - 1]));
      }
    }
  }
}
