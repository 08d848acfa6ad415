import { Inject, Injectable } from '@nestjs/common';
import type { TokenPurpose } from '@parcel/domain';
import { INFRA } from '../shared/tokens.js';
import type { Infrastructure } from '../bootstrap/infrastructure.js';
import { logger } from '../shared/logger.js';

const TEXTS: Record<TokenPurpose, { subject: string; intro: string; path: string }> = {
  invitation: {
    subject: 'Zaproszenie do systemu – ustaw hasło',
    intro: 'Utworzono dla Ciebie konto. Aby ustawić hasło i potwierdzić adres e-mail, otwórz link:',
    path: '/password-reset/',
  },
  recovery: {
    subject: 'Odzyskiwanie hasła',
    intro: 'Otrzymaliśmy prośbę o zmianę hasła. Aby ustawić nowe hasło, otwórz link:',
    path: '/password-reset/',
  },
  verification: {
    subject: 'Potwierdź adres e-mail',
    intro: 'Aby potwierdzić adres e-mail, otwórz link:',
    path: '/email/check/',
  },
};

/**
 * Mails carrying one-time links; never logs the link. A mail that fails three
 * times is reported (false), not thrown: the recorded change stands and the
 * user can ask for a new link.
 */
@Injectable()
export class IdentityMails {
  constructor(@Inject(INFRA) private readonly infra: Infrastructure) {}

  async sendLink(to: string, purpose: TokenPurpose, token: string): Promise<boolean> {
    const text = TEXTS[purpose];
    const link = `${this.infra.config.publicUrl}${text.path}${token}`;
    for (let attempt = 1; ; attempt++) {
      try {
        await this.infra.mailer.send({ to, subject: text.subject, text: `${text.intro}\n\n${link}\n\nJeśli to nie Ty, zignoruj tę wiadomość.` });
        return true;
      } catch (error) {
        logger.warn(`Mail (${purpose}) attempt ${attempt} failed: ${(error as Error).message}`);
        if (attempt === 3) return false;
        await new Promise((r) => setTimeout(r, 200 * attempt));
      }
    }
  }

  /** The invitation link of a login made by UserStreams.createInvited; a failure is logged (`who` names the login, never the link). */
  async sendInvitation(to: string, token: string, who: string): Promise<void> {
    if (!(await this.sendLink(to, 'invitation', token))) logger.error(`Invitation mail for ${who} not sent`);
  }
}
