import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer, OutgoingMail } from '../../application/shared/ports';

/**
 * Mail through nodemailer. With an SMTP URL it sends for real; without one, each message is
 * written whole (headers and MIME body) as an .eml file in the outbox directory, where an
 * operator or a test can open it.
 */
export class NodemailerMailer implements Mailer {
  private readonly transport: Transporter;

  private constructor(
    private readonly from: string,
    transport: Transporter,
    private readonly outboxDir: string | null,
  ) {
    this.transport = transport;
  }

  static smtp(from: string, smtpUrl: string): NodemailerMailer {
    return new NodemailerMailer(from, nodemailer.createTransport(smtpUrl), null);
  }

  static outbox(from: string, outboxDir: string): NodemailerMailer {
    const transport = nodemailer.createTransport({
      streamTransport: true,
      buffer: true,
      newline: 'unix',
    });
    return new NodemailerMailer(from, transport, outboxDir);
  }

  async send(mail: OutgoingMail): Promise<void> {
    const info = (await this.transport.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
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
    this.transport.close();
  }
}
