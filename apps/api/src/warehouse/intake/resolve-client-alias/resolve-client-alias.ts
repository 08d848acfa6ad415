import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ResolveClientAliasRequest } from '@parcel/contracts';
import { decideResolveAlias } from '@parcel/domain';
import { CLIENT_ALIASES } from '@parcel/read-models';
import { ClientStreams } from '../../../clients/client-streams.js';
import type { CommandContext } from '../../../cqrs/command-context.js';
import { CommandOutcome, type Ack } from '../../../cqrs/command-outcome.js';
import { IntakeStreams } from '../intake-streams.js';

/** PUT app/v1/unknown_client_alias {id, client_id, is_emag, resolved_type}: the alias now names the client. */
export class ResolveClientAliasCommand {
  constructor(
    readonly request: ResolveClientAliasRequest,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(ResolveClientAliasCommand)
export class ResolveClientAliasHandler implements ICommandHandler<ResolveClientAliasCommand, Ack> {
  constructor(
    @Inject(IntakeStreams) private readonly streams: IntakeStreams,
    @Inject(ClientStreams) private readonly clients: ClientStreams,
  ) {}

  async execute({ request, context }: ResolveClientAliasCommand): Promise<Ack> {
    const { state: client } = await this.clients.load(request.client_id);
    const resolvedAt = this.streams.now().toISOString();
    const { position } = await this.streams.onAlias(
      request.id,
      (state) =>
        decideResolveAlias(state, {
          clientId: request.client_id,
          isEmag: request.is_emag,
          resolvedType: request.resolved_type,
          clientActive: client.status === 'active',
          resolvedAt,
        }),
      context,
    );
    return new CommandOutcome({ message: 'client_alias_created' }, position, [CLIENT_ALIASES]);
  }
}
