import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { decodeQuotedPrintable } from '../test-support/outbox.js';
import { createMailer } from './mailer.js';
import { invitationMessage } from './messages.js';

describe('mail over SMTP', () => {
  const received: { from: string; to: string[]; raw: string }[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers the invitation e-mail with its accept link to a real SMTP server', async () => {
    const config = loadConfig({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'DocViz <invites@docviz.test>',
    });
    const mailer = createMailer(config, pino({ level: 'silent' }));
    await mailer.send(
      invitationMessage({
        to: 'invitee@example.com',
        appUrl: 'https://docviz.example.com',
        token: 'tok_123',
        organizationName: 'Acme <Labs> & Co',
        inviterName: 'Ada Lovelace',
        roleLabel: 'User',
        expiresAt: new Date('2026-12-01T00:00:00Z'),
      }),
    );
    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.from).toBe('invites@docviz.test');
    expect(mail.to).toEqual(['invitee@example.com']);
    const body = decodeQuotedPrintable(mail.raw);
    expect(body).toContain('https://docviz.example.com/register?invite=tok_123');
    expect(body).toContain('Ada Lovelace invited you to join Acme <Labs> & Co');
    // In the HTML part the organization's name is escaped, never markup.
    expect(body).toContain('Acme &#60;Labs&#62; &#38; Co');
    const htmlPart = body.slice(body.indexOf('Content-Type: text/html'));
    expect(htmlPart).not.toContain('<Labs>');
  });

  it('keeps names with line breaks or bidi controls on one line, in the headers and the text', async () => {
    const config = loadConfig({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    const mailer = createMailer(config, pino({ level: 'silent' }));
    await mailer.send(
      invitationMessage({
        to: 'target@example.com',
        appUrl: 'https://docviz.example.com',
        token: 'tok_456',
        organizationName: 'Acme\r\nBcc: victim@example.com\r\n\r\nClick https://evil.example',
        inviterName: 'Eve\u202E nosaJ',
        roleLabel: 'User',
        expiresAt: new Date('2026-12-01T00:00:00Z'),
      }),
    );
    const mail = received.at(-1)!;
    expect(mail.to).toEqual(['target@example.com']);
    const lines = decodeQuotedPrintable(mail.raw).split(/\r?\n/);
    expect(lines.filter((line) => /^(Bcc|Click)\b/i.test(line))).toEqual([]);
    expect(lines).toContain(
      'Eve nosaJ invited you to join Acme Bcc: victim@example.com Click https://evil.example on DocViz as a User.',
    );
    // Nowhere, neither raw nor quoted-printable (=E2=80=AE) nor in an encoded-word (the subject).
    expect(mail.raw).not.toMatch(/\u202E|=E2=80=AE|4oCu/);
  });
});
