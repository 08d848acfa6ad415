import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, decideRetryRegistration, shipmentStream } from '@parcel/domain';
import type { CommandContext } from '../../cqrs/command-context.js';
import { CommandOutcome } from '../../cqrs/command-outcome.js';
import { EventSourced } from '../../cqrs/event-sourced.js';
import { ReadModelWaiter } from '../../cqrs/read-model-waiter.js';
import { processManagerCheckpoint } from '@parcel/read-models';
import { ShipmentStreams } from '../shipment-streams.js';
import { COURIER_REGISTRATION_PM } from '../courier-registration/courier-registration.process-manager.js';

/** PATCH app/v2/shipment/ {id}: try the courier again after a failed registration. */
export class RetryRegistrationCommand {
  constructor(
    readonly shipmentId: number,
    readonly context: CommandContext,
  ) {}
}

export interface RetriedRegistration {
  registered: true;
  internal_waybill: string;
  message: 'shipment_registered';
}

/**
 * Records the request; the registration process manager calls the courier.
 * The answer waits (bounded) for its outcome: registered (200) or failed again
 * (502 shipment_registration_failed with the courier's message).
 */
@CommandHandler(RetryRegistrationCommand)
export class RetryRegistrationHandler implements ICommandHandler<RetryRegistrationCommand, CommandOutcome<RetriedRegistration>> {
  constructor(
    @Inject(EventSourced) private readonly es: EventSourced,
    @Inject(ShipmentStreams) private readonly shipments: ShipmentStreams,
    @Inject(ReadModelWaiter) private readonly waiter: ReadModelWaiter,
  ) {}

  async execute({ shipmentId, context }: RetryRegistrationCommand): Promise<CommandOutcome<RetriedRegistration>> {
    const { state, revision } = await this.shipments.loadExisting(shipmentId);
    const requested = await this.es.append(shipmentStream(shipmentId), revision, decideRetryRegistration(state), context);
    if (requested) await this.waiter.waitFor([processManagerCheckpoint(COURIER_REGISTRATION_PM)], requested);
    const { state: after } = await this.shipments.loadExisting(shipmentId);
    if (after.registration !== 'registered')
      throw new DomainError('shipment_registration_failed', { message: after.failure?.message ?? null });
    const position = await this.es.lastPosition(shipmentStream(shipmentId));
    return new CommandOutcome(
      { registered: true as const, internal_waybill: after.number, message: 'shipment_registered' as const },
      position,
      ['shipments'],
    );
  }
}
