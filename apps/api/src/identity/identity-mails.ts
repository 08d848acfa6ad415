import { Inject, Injectable } from '@nestjs/common';
import { assertNever, type TokenPurpose } from '@parcel/domain';
import type { Position } from '@parcel/event-store';
import { ReadModelWaiter } from '../cqrs/read-model-waiter.js';
import { INFRA } from '../shared/tokens.js';
import type { Infrastructure } from '../bootstrap/infrastructure.js';
import { logger } from '../shared/logger.js';

interface MailText {
  subject: string;
  body: (link: string) => string;
}

/** Polish texts of the mails; `product` is PRODUCT_NAME, `company` the invited login's company when it has one. */
function textOf(purpose: TokenPurpose, product: string, company?: string): MailText {
  switch (purpose) {
    case 'invitation':
      return {
        subject: company ? `Zaproszenie do panelu ${product} – ${company}` : `Zaproszenie do panelu ${product}`,
        body: (link) =>
          [
            'Dzień dobry,',
            '',
            company
              ? `firma ${company} ma teraz konto w panelu ${product}. Aby ustawić hasło i zalogować się, otwórz link (ważny 7 dni):`
              : `utworzono dla Ciebie konto w panelu ${product}. Aby ustawić hasło i zalogować się, otwórz link (ważny 7 dni):`,
            '',
            link,
            '',
            'Jeśli nie spodziewasz się tego zaproszenia, zignoruj tę wiadomość.',
          ].join('\n'),
      };
    case 'recovery':
      return {
        subject: `Odzyskiwanie hasła – ${product}`,
        body: (link) =>
          [
            'Dzień dobry,',
            '',
            `otrzymaliśmy prośbę o zmianę hasła do panelu ${product}. Aby ustawić nowe hasło, otwórz link (ważny 24 godziny):`,
            '',
            link,
            '',
            'Jeśli to nie Ty, zignoruj tę wiadomość: hasło pozostanie bez zmian.',
          ].join('\n'),
      };
    case 'verification':
      return {
        subject: `Potwierdź adres e-mail – ${product}`,
        body: (link) =>
          [
            'Dzień dobry,',
            '',
            `aby potwierdzić adres e-mail i móc zalogować się do panelu ${product}, otwórz link (ważny 7 dni):`,
            '',
            link,
            '',
            'Jeśli to nie Ty, zignoruj tę wiadomość.',
          ].join('\n'),
      };
    default:
      return assertNever(purpose);
  }
}

const PATHS: Record<TokenPurpose, string> = { invitation: '/password-reset/', recovery: '/password-reset/', verification: '/email/check/' };

/** A name taken into a mail header or line: no control characters (no header injection). */
const oneLine = (text: string): string => text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();

/**
 * Mails carrying one-time links; never logs the link. A mail that fails three
 * times is reported (false), not thrown: the recorded change stands and the
 * user can ask for a new link.
 */
@Injectable()
export class IdentityMails {
  constructor(
    @Inject(INFRA) private readonly infra: Infrastructure,
    @Inject(ReadModelWaiter) private readonly waiter: ReadModelWaiter,
  ) {}

  /**
   * Mails a link in the background (the caller's answer must not wait for it),
   * once the users read model has the link (`position`), so it works when it
   * arrives; `who` names the user in the log, never the link.
   */
  sendLinkOnceReadable(to: string, purpose: TokenPurpose, token: string, position: Position | undefined, who: string): void {
    void (position ? this.waiter.waitFor(['users'], position) : Promise.resolve(true))
      .then(() => this.sendLink(to, purpose, token))
      .then((sent) => {
        if (!sent) logger.error(`Mail (${purpose}) for ${who} not sent`);
      });
  }

  async sendLink(to: string, purpose: TokenPurpose, token: string, company?: string): Promise<boolean> {
    const text = textOf(purpose, oneLine(this.infra.config.PRODUCT_NAME), company === undefined ? undefined : oneLine(company));
    const link = `${this.infra.config.publicUrl}${PATHS[purpose]}${token}`;
    return this.send(to, purpose, text.subject, text.body(link));
  }

  /** The invitation link of a login made by UserStreams.createInvited; a failure is logged (`who` names the login, never the link). */
  async sendInvitation(to: string, token: string, who: string, company?: string): Promise<void> {
    if (!(await this.sendLink(to, 'invitation', token, company))) logger.error(`Invitation mail for ${who} not sent`);
  }

  /** Someone tried to register with an address that has an account: its owner is told, and nothing changes. */
  async sendRegistrationAttempt(to: string): Promise<void> {
    const product = oneLine(this.infra.config.PRODUCT_NAME);
    const body = [
      'Dzień dobry,',
      '',
      `ktoś próbował założyć konto w panelu ${product} na ten adres e-mail, ale konto z tym adresem już istnieje. Nic nie zostało zmienione.`,
      '',
      `Jeśli to Ty i nie pamiętasz hasła, skorzystaj z odzyskiwania hasła: ${this.infra.config.publicUrl}/password-recover`,
      '',
      'Jeśli to nie Ty, zignoruj tę wiadomość.',
    ].join('\n');
    if (!(await this.send(to, 'registration attempt', `Próba rejestracji – ${product}`, body)))
      logger.error('Registration-attempt mail not sent');
  }

  private async send(to: string, kind: string, subject: string, text: string): Promise<boolean> {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.infra.mailer.send({ to, subject, text });
        return true;
      } catch (error) {
        logger.warn(`Mail (${kind}) attempt ${attempt} failed: ${(error as Error).message}`);
        if (attempt === 3) return false;
        await new Promise((r) => setTimeout(r, 200 * attempt));
      }
    }
  }
}
