import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { RESIGNATION_MESSAGES, deleteResignation } from '@parcel/domain';
import { RESIGNATIONS } from '@parcel/read-models';
import type { CommandContext } from '../../cqrs/command-context.js';
import { CommandOutcome, type Ack } from '../../cqrs/command-outcome.js';
import type { AuthenticatedUser } from '../../identity/session-lookup.js';
import { ResignationParties } from '../resignation-parties.js';
import { ResignationStreams } from '../resignation-streams.js';

/**
 * DELETE app/v1/parcel/resignation {id} (admins, any report) and DELETE
 * app/v1/client/parcel/resignation {id} (a client, its own): the report is
 * gone and its shipment may be reported again.
 */
export class DeleteResignationCommand {
  constructor(
    readonly user: AuthenticatedUser,
    readonly resignationId: number,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(DeleteResignationCommand)
export class DeleteResignationHandler implements ICommandHandler<DeleteResignationCommand, Ack> {
  constructor(
    @Inject(ResignationStreams) private readonly streams: ResignationStreams,
    @Inject(ResignationParties) private readonly parties: ResignationParties,
  ) {}

  async execute({ user, resignationId, context }: DeleteResignationCommand): Promise<Ack> {
    const actor = await this.parties.actorOf(user);
    const { events, position } = await this.streams.update(resignationId, (state) => deleteResignation(state, actor), context);
    // A crash before this leaves the reservation to a deleted report: the next report of the shipment takes it over.
    for (const event of events)
      if (event.type === 'ResignationDeleted') await this.streams.release(event.data.shipmentId, resignationId, context);
    return new CommandOutcome({ message: RESIGNATION_MESSAGES.deleted }, position, [RESIGNATIONS]);
  }
}
