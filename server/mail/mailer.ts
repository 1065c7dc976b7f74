import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../config.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set; otherwise the embedded default: each message is written as an .eml
 * file into DATA_DIR/outbox (open it with any mail client) and its path is logged.
 */
export function createMailer(config: AppConfig, log: FastifyBaseLogger): Mailer {
  if (config.mail.smtpUrl) {
    const transport = nodemailer.createTransport(config.mail.smtpUrl);
    return {
      send: async (message) => {
        await transport.sendMail({ from: config.mail.from, ...message });
        log.info({ to: message.to, subject: message.subject }, 'e-mail sent');
      },
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    send: async (message) => {
      const info = await transport.sendMail({ from: config.mail.from, ...message });
      await mkdir(config.mail.outboxDir, { recursive: true });
      const path = join(
        config.mail.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`,
      );
      await writeFile(path, info.message as Buffer);
      log.info({ to: message.to, subject: message.subject, path }, 'e-mail written to the outbox');
    },
  };
}
