import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Transporter, createTransport } from 'nodemailer';
import type { MailTransport } from '../../application/messages';
import type { OutgoingMail } from '../../application/shared/ports';

type TransportOptions = Parameters<typeof createTransport>[0];

/** Connections kept to the relay: one per delivery pass that may run at once (a send, the watch). */
const RELAY_CONNECTIONS = 2;
/** A kept connection is closed after a second without a message (a send has none between). */
const RELAY_IDLE_MS = 1000;

/**
 * The outbox's transport, through nodemailer. With an SMTP URL it hands each message to the
 * relay; without one, each message is written whole (headers and MIME body) as an .eml file in
 * the outbox directory, where an operator or a test can open it. The outbox gives each message
 * one Message-ID for all its attempts.
 *
 * nodemailer (about 12 MiB resident) is loaded with the first message, not at every start
 * (issue 30).
 */
export class NodemailerMailer implements MailTransport {
  private transport: Promise<Transporter> | null = null;

  private constructor(
    private readonly from: string,
    private readonly transportOptions: TransportOptions,
    private readonly outboxDir: string | null,
  ) {}

  /**
   * The relay through a few kept connections (nodemailer's pool), not one connection a message:
   * the outbox's delivery hands over one message after another, and a connection's set-up
   * (greeting, EHLO, STARTTLS, AUTH: round trips, and relays that wait before greeting to catch
   * early talkers) held a send of 5,000 to about ten a second even on loopback
   * (scripts/bench/campaign-send.ts; docs/performance.md).
   */
  static smtp(from: string, smtpUrl: string): NodemailerMailer {
    return new NodemailerMailer(
      from,
      { url: smtpUrl, pool: true, maxConnections: RELAY_CONNECTIONS, idleTimeout: RELAY_IDLE_MS },
      null,
    );
  }

  static outbox(from: string, outboxDir: string): NodemailerMailer {
    return new NodemailerMailer(
      from,
      { streamTransport: true, buffer: true, newline: 'unix' },
      outboxDir,
    );
  }

  async deliver(mail: OutgoingMail, messageId: string): Promise<void> {
    this.transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(this.transportOptions),
    );
    const info = (await (
      await this.transport
    ).sendMail({
      from: this.from,
      messageId,
      ...(mail.headers ? { headers: { ...mail.headers } } : {}),
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
      attachments: mail.attachments?.map((attachment) => ({
        filename: attachment.fileName,
        contentType: attachment.contentType,
        content: attachment.content,
      })),
    })) as { message?: Buffer };
    if (this.outboxDir) {
      if (!Buffer.isBuffer(info.message)) throw new Error('The outbox transport gave no message');
      await fs.mkdir(this.outboxDir, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replace(/[:.]/gu, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const temporary = path.join(this.outboxDir, `.${name}.tmp`);
      await fs.writeFile(temporary, info.message, { mode: 0o600 });
      await fs.rename(temporary, path.join(this.outboxDir, name));
    }
  }

  close(): void {
    void this.transport?.then((transport) => transport.close());
  }
}
