import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, RESIGNATION_MESSAGES, initialResignationState, reportResignation, reportableShipment } from '@parcel/domain';
import { RESIGNATIONS } from '@parcel/read-models';
import type { CommandContext } from '../../cqrs/command-context.js';
import { CommandOutcome } from '../../cqrs/command-outcome.js';
import type { AuthenticatedUser } from '../../identity/session-lookup.js';
import { ResignationParties } from '../resignation-parties.js';
import { ResignationStreams } from '../resignation-streams.js';

/**
 * POST app/v1/parcel/resignation (admins: any shipment, dates and note) and
 * POST app/v1/client/parcel/resignation (a client: its own shipment, a note):
 * a new report under an id from the sequence, the shipment reserved first.
 */
export class CreateResignationCommand {
  constructor(
    readonly user: AuthenticatedUser,
    readonly body: { waybill: string; scanned_at?: string | null; resend_at?: string | null; note: string | null },
    readonly context: CommandContext,
  ) {}
}

export interface CreatedResignation {
  id: number;
  message: string;
}

@CommandHandler(CreateResignationCommand)
export class CreateResignationHandler implements ICommandHandler<CreateResignationCommand, CommandOutcome<CreatedResignation>> {
  constructor(
    @Inject(ResignationStreams) private readonly streams: ResignationStreams,
    @Inject(ResignationParties) private readonly parties: ResignationParties,
  ) {}

  async execute({ user, body, context }: CreateResignationCommand): Promise<CommandOutcome<CreatedResignation>> {
    const actor = await this.parties.actorOf(user);
    const shipment = await this.parties.shipmentNamed(body.waybill);
    // Checked before an id is taken: a refused report uses up no number.
    const named = reportableShipment(shipment, actor);
    if ((await this.streams.liveHolder(named.shipmentId)).holderLive) throw new DomainError('resignation_exists');
    const resignationId = await this.streams.nextId();
    await this.streams.reserve(named.shipmentId, resignationId, context);
    const events = reportResignation(initialResignationState, {
      resignationId,
      shipment,
      actor,
      scannedAt: body.scanned_at ?? null,
      resendAt: body.resend_at ?? null,
      note: body.note,
    });
    const position = await this.streams.create(resignationId, events, context);
    return new CommandOutcome({ id: resignationId, message: RESIGNATION_MESSAGES.created }, position, [RESIGNATIONS]);
  }
}
