import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
}

/** Sends mail. Bodies carry one-time links: implementations never log them. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Query parameters that would make nodemailer log the SMTP session, bodies included. */
const LOGGING_PARAMETERS = ['logger', 'debug', 'transactionLog'];

/**
 * Sends through an SMTP server given as a URL: smtp://host:port (STARTTLS when
 * offered), smtps://host:465, with user:password@ for authentication.
 */
export class SmtpMailer implements Mailer {
  private readonly transporter: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    const url = new URL(smtpUrl);
    for (const parameter of LOGGING_PARAMETERS) url.searchParams.delete(parameter);
    this.transporter = nodemailer.createTransport({ url: url.toString(), logger: false, debug: false });
  }

  async send(message: MailMessage): Promise<void> {
    await this.transporter.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html === undefined ? {} : { html: message.html }),
    });
  }

  /** Closes pooled connections (smtp://…?pool=true); harmless otherwise. */
  close(): void {
    this.transporter.close();
  }
}
