import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { requestPasswordRecovery, userStream } from '@parcel/domain';
import type { CommandContext } from '../../cqrs/command-context.js';
import { CommandOutcome, type Ack } from '../../cqrs/command-outcome.js';
import { EventSourced } from '../../cqrs/event-sourced.js';
import { logger } from '../../shared/logger.js';
import { IdentityMails } from '../identity-mails.js';
import { issueToken } from '../token-ttl.js';
import { UserStreams, userModel } from '../users.streams.js';

export class RecoverPasswordCommand {
  constructor(
    readonly email: string,
    readonly context: CommandContext,
  ) {}
}

/** Always answers the same, whether or not the e-mail belongs to anyone. */
@CommandHandler(RecoverPasswordCommand)
export class RecoverPasswordHandler implements ICommandHandler<RecoverPasswordCommand, Ack> {
  constructor(
    @Inject(EventSourced) private readonly es: EventSourced,
    @Inject(UserStreams) private readonly users: UserStreams,
    @Inject(IdentityMails) private readonly mails: IdentityMails,
  ) {}

  async execute({ email, context }: RecoverPasswordCommand): Promise<Ack> {
    const answer = { message: 'password_recover_email_sent' };
    const user = await this.users.userByEmail(email);
    if (user.status === 'none') return new CommandOutcome(answer, undefined, []);
    const token = issueToken('recovery', this.es.now());
    const { events } = await this.es.handle(userStream(user.userId), userModel, (s) => requestPasswordRecovery(s, { token }), context);
    if (events.length > 0) {
      // Not awaited: the answer must take as long for an unknown e-mail as for a known one.
      void this.mails.sendLink(email, 'recovery', token.token).then((sent) => {
        if (!sent) logger.error(`Recovery mail for user ${user.userId} not sent`);
      });
    }
    return new CommandOutcome(answer, undefined, []);
  }
}
