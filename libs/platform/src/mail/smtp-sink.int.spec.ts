import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SmtpMailer } from './mailer.js';
import { SmtpSink } from './smtp-sink.js';

describe('SmtpMailer into SmtpSink', () => {
  let sink: SmtpSink;
  let mailer: SmtpMailer;

  beforeAll(async () => {
    sink = await SmtpSink.start({ port: 0 });
    mailer = new SmtpMailer(sink.url, 'Parcel <noreply@parcel.test>');
  });

  afterEach(() => sink.clear());

  afterAll(async () => {
    mailer?.close();
    await sink?.stop();
  });

  it('listens on a random local port', () => {
    expect(sink.url).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
    expect(sink.url).not.toMatch(/:0$/);
  });

  it('delivers recipient, subject, text and html, Polish characters included', async () => {
    await mailer.send({
      to: 'zażółć@example.pl',
      subject: 'Zażółć gęślą jaźń: łódź',
      text: 'Cześć Łukasz, kliknij: https://parcel.test/login/ąę-token\n',
      html: '<p>Cześć <b>Łukasz</b></p>',
    });

    const mail = await sink.waitFor((received) => received.subject.includes('łódź'), 5_000);
    expect(mail.to).toEqual(['zażółć@example.pl']);
    expect(mail.from).toBe('noreply@parcel.test');
    expect(mail.subject).toBe('Zażółć gęślą jaźń: łódź');
    expect(mail.text.trim()).toBe('Cześć Łukasz, kliknij: https://parcel.test/login/ąę-token');
    expect(mail.html).toBe('<p>Cześć <b>Łukasz</b></p>');
    expect(mail.receivedAt).toBeInstanceOf(Date);
    expect(sink.messages).toHaveLength(1);
  });

  it('has no html when only text is sent, and waits for mail still to come', async () => {
    const waiting = sink.waitFor((mail) => mail.to.includes('later@example.com'), 5_000);
    await mailer.send({ to: 'first@example.com', subject: 'first', text: 'one' });
    await mailer.send({ to: 'later@example.com', subject: 'second', text: 'two' });
    const mail = await waiting;
    expect(mail.subject).toBe('second');
    expect(mail.html).toBeUndefined();
    expect(sink.messages.map((received) => received.subject)).toEqual(['first', 'second']);
  });

  it('never logs, even when the URL asks nodemailer to', async () => {
    const lines: unknown[][] = [];
    const output = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void lines.push(args));
    const verbose = new SmtpMailer(`${sink.url}/?logger=true&debug=true`, 'noreply@parcel.test');
    try {
      await verbose.send({ to: 'b@example.com', subject: 'link', text: 'https://parcel.test/one-time-secret' });
    } finally {
      verbose.close();
      output.mockRestore();
    }
    expect((await sink.waitFor((mail) => mail.subject === 'link')).text).toContain('one-time-secret');
    expect(lines).toEqual([]);
  });

  it('times out waiting for mail that never comes, and clears', async () => {
    await mailer.send({ to: 'a@example.com', subject: 'x', text: 'y' });
    await expect(sink.waitFor((mail) => mail.subject === 'never', 100)).rejects.toThrow(/No matching mail/);
    sink.clear();
    expect(sink.messages).toEqual([]);
  });
});

describe('SmtpSink with saveDir', () => {
  let dir: string;
  let sink: SmtpSink;

  beforeAll(async () => {
    dir = join(await mkdtemp(join(tmpdir(), 'smtp-sink-')), 'mails');
    sink = await SmtpSink.start({ saveDir: dir });
  });

  afterAll(async () => {
    await sink?.stop();
    if (dir) await rm(join(dir, '..'), { recursive: true, force: true });
  });

  it('writes each raw message as an .eml file', async () => {
    const mailer = new SmtpMailer(sink.url, 'noreply@parcel.test');
    await mailer.send({ to: 'ania@example.pl', subject: 'Łącze logowania', text: 'Twój link: ą ł' });
    await mailer.send({ to: 'ola@example.pl', subject: 'Drugi', text: 'drugi' });
    mailer.close();

    const files = (await readdir(dir)).sort();
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+Z-1\.eml$/);
    expect(files[1]).toMatch(/-2\.eml$/);
    const raw = await readFile(join(dir, files[0]!), 'utf8');
    expect(raw).toMatch(/^To: ania@example\.pl$/m);
    expect(raw).toMatch(/^Subject: /m);
    expect(sink.messages[0]?.subject).toBe('Łącze logowania');
    expect(sink.messages[0]?.text.trim()).toBe('Twój link: ą ł');
  });
});
