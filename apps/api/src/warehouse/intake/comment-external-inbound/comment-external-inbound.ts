import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideCommentExternalInbound } from '@parcel/domain';
import { EXTERNAL_INBOUNDS } from '@parcel/read-models';
import type { CommandContext } from '../../../cqrs/command-context.js';
import { CommandOutcome, type Ack } from '../../../cqrs/command-outcome.js';
import { IntakeStreams } from '../intake-streams.js';

/** PATCH app/v1/external_inbound {id, comment}. */
export class CommentExternalInboundCommand {
  constructor(
    readonly id: number,
    readonly comment: string,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(CommentExternalInboundCommand)
export class CommentExternalInboundHandler implements ICommandHandler<CommentExternalInboundCommand, Ack> {
  constructor(@Inject(IntakeStreams) private readonly streams: IntakeStreams) {}

  async execute({ id, comment, context }: CommentExternalInboundCommand): Promise<Ack> {
    const { position } = await this.streams.onInbound(id, (state) => decideCommentExternalInbound(state, comment), context);
    return new CommandOutcome({ message: 'external_inbound_updated' }, position, [EXTERNAL_INBOUNDS]);
  }
}
