import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { requestPasswordRecovery, userStream } from '@parcel/domain';
import type { CommandContext } from '../../cqrs/command-context.js';
import { CommandOutcome, type Ack } from '../../cqrs/command-outcome.js';
import { EventSourced } from '../../cqrs/event-sourced.js';
import { IdentityMails } from '../identity-mails.js';
import { MailBudget } from '../mail-budget.js';
import { issueToken } from '../token-ttl.js';
import { UserStreams, userModel } from '../users.streams.js';

export class RecoverPasswordCommand {
  constructor(
    readonly email: string,
    /** The client's address, for the mail budget. */
    readonly address: string,
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
    @Inject(MailBudget) private readonly budget: MailBudget,
  ) {}

  async execute({ email, address, context }: RecoverPasswordCommand): Promise<Ack> {
    const answer = { message: 'password_recover_email_sent' };
    // Over the mail budget: the same answer, and nothing is mailed.
    if (!(await this.budget.take(email, address))) return new CommandOutcome(answer, undefined, []);
    const user = await this.users.userByEmail(email);
    if (user.status === 'none') return new CommandOutcome(answer, undefined, []);
    const now = this.es.now();
    const token = issueToken('recovery', now);
    const { events, position } = await this.es.handle(
      userStream(user.userId),
      userModel,
      (s) => requestPasswordRecovery(s, { token, now: now.toISOString() }),
      context,
    );
    // Not awaited: the answer must take as long for an unknown e-mail as for a known one.
    if (events.length > 0) this.mails.sendLinkOnceReadable(email, 'recovery', token.token, position, `user ${user.userId}`);
    return new CommandOutcome(answer, undefined, []);
  }
}
