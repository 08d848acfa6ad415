import { mkdir, writeFile } from 'node:fs/promises';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** Envelope recipients (RCPT TO), Bcc included. */
  readonly to: string[];
  /** Envelope sender (MAIL FROM). */
  readonly from: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
  readonly receivedAt: Date;
}

export interface SmtpSinkOptions {
  /** 0 (the default) picks a free port. */
  readonly port?: number;
  readonly host?: string;
  /** Also write each raw message as <timestamp>-<n>.eml into this folder. */
  readonly saveDir?: string;
}

interface Waiter {
  readonly predicate: (mail: ReceivedMail) => boolean;
  readonly resolve: (mail: ReceivedMail) => void;
  readonly reject: (error: Error) => void;
  readonly timer: NodeJS.Timeout;
}

/**
 * A real SMTP server that keeps what it receives: the mail server of tests and
 * of the development mode. No authentication, no TLS; listens on 127.0.0.1 unless told.
 */
export class SmtpSink {
  private readonly received: ReceivedMail[] = [];
  private readonly waiters = new Set<Waiter>();
  private readonly server: SMTPServer;
  private count = 0;
  private address = '';

  private constructor(private readonly saveDir: string | undefined) {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      disableReverseLookup: true,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const to = session.envelope.rcptTo.map((recipient) => recipient.address);
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          this.accept(Buffer.concat(chunks), to, from).then(() => callback(), callback);
        });
      },
    });
    // Errors of single client connections: the sink keeps serving the others.
    this.server.on('error', () => undefined);
  }

  static async start(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
    const host = options.host ?? '127.0.0.1';
    if (options.saveDir) await mkdir(options.saveDir, { recursive: true, mode: 0o700 });
    const sink = new SmtpSink(options.saveDir);
    const listening = once(sink.server.server, 'listening');
    sink.server.listen(options.port ?? 0, host);
    await listening;
    const { port } = sink.server.server.address() as AddressInfo;
    sink.address = `smtp://${host.includes(':') ? `[${host}]` : host}:${port}`;
    return sink;
  }

  /** smtp://host:port, for SmtpMailer. */
  get url(): string {
    return this.address;
  }

  /** Everything received so far (since the last clear), oldest first. */
  get messages(): readonly ReceivedMail[] {
    return [...this.received];
  }

  /** The first message, received or to come, that satisfies `predicate`. */
  waitFor(predicate: (mail: ReceivedMail) => boolean = () => true, timeoutMs = 5_000): Promise<ReceivedMail> {
    const found = this.received.find(predicate);
    if (found) return Promise.resolve(found);
    return new Promise<ReceivedMail>((resolve, reject) => {
      const waiter: Waiter = {
        predicate,
        resolve,
        reject,
        timer: setTimeout(() => {
          this.waiters.delete(waiter);
          reject(new Error(`No matching mail within ${timeoutMs} ms (${this.received.length} received)`));
        }, timeoutMs),
      };
      this.waiters.add(waiter);
    });
  }

  clear(): void {
    this.received.length = 0;
  }

  async stop(): Promise<void> {
    for (const waiter of this.waiters) {
      clearTimeout(waiter.timer);
      waiter.reject(new Error('SMTP sink stopped'));
    }
    this.waiters.clear();
    await new Promise<void>((resolve) => this.server.close(resolve));
  }

  private async accept(raw: Buffer, to: string[], from: string): Promise<void> {
    const receivedAt = new Date();
    const n = ++this.count;
    if (this.saveDir) {
      const timestamp = receivedAt.toISOString().replace(/[:.]/g, '-');
      // Mails carry one-time links: readable by this user only.
      await writeFile(join(this.saveDir, `${timestamp}-${n}.eml`), raw, { mode: 0o600 });
    }
    const parsed = await simpleParser(raw);
    const mail: ReceivedMail = {
      to,
      from,
      subject: parsed.subject ?? '',
      text: parsed.text ?? '',
      ...(parsed.html === false ? {} : { html: parsed.html }),
      receivedAt,
    };
    this.received.push(mail);
    for (const waiter of this.waiters) {
      if (!waiter.predicate(mail)) continue;
      clearTimeout(waiter.timer);
      this.waiters.delete(waiter);
      waiter.resolve(mail);
    }
  }
}
