import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { NodemailerMailer } from '../../../../server/adapters/mail/nodemailer-mailer';
import { parseEml, readOutbox } from '../../support/mail';

const FROM = '"한빛고등학교 총동문회" <no-reply@hanbit.example>';
const MAIL = {
  to: 'hong@example.com',
  subject: '[한빛고등학교 총동문회] 회원가입 인증번호 안내',
  text: '회원가입 인증번호는 123456 입니다.\n10분 안에 입력해 주세요.',
};

describe('NodemailerMailer', () => {
  const closers: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
  });

  it('writes each message whole as an .eml file in the outbox, Korean intact', async () => {
    const outbox = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'alumni-mail-')), 'outbox');
    const mailer = NodemailerMailer.outbox(FROM, outbox);
    closers.push(() => mailer.close());
    await mailer.deliver(MAIL, '<m1@hanbit.example>');
    await mailer.deliver({ ...MAIL, to: 'kim@example.com' }, '<m2@hanbit.example>');

    const mails = readOutbox(outbox);
    expect(mails.map(({ to, subject, text }) => ({ to, subject, text: text.trim() }))).toEqual([
      { to: 'hong@example.com', subject: MAIL.subject, text: MAIL.text },
      { to: 'kim@example.com', subject: MAIL.subject, text: MAIL.text },
    ]);
    expect(fs.readdirSync(outbox).every((name) => name.endsWith('.eml'))).toBe(true);
    expect(fs.readFileSync(path.join(outbox, mails[0]?.file ?? ''), 'utf8')).toMatch(/^From: /mu);
  });

  it('keeps the outbox private (0700, messages 0600), whatever the umask', async () => {
    const previous = process.umask(0o000);
    try {
      const outbox = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'alumni-mail-')), 'outbox');
      const mailer = NodemailerMailer.outbox(FROM, outbox);
      closers.push(() => mailer.close());
      await mailer.deliver(MAIL, '<m3@hanbit.example>');
      const modeOf = (name: string) => (fs.statSync(name).mode & 0o777).toString(8);
      expect(modeOf(outbox)).toBe('700');
      expect(fs.readdirSync(outbox).map((name) => modeOf(path.join(outbox, name)))).toEqual([
        '600',
      ]);
    } finally {
      process.umask(previous);
    }
  });

  it('sends through a real SMTP server when SMTP_URL is set', async () => {
    const received: { from: string; to: string[]; raw: string }[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    closers.push(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
    const { port } = smtp.server.address() as { port: number };

    const mailer = NodemailerMailer.smtp(FROM, `smtp://127.0.0.1:${port}?ignoreTLS=true`);
    closers.push(() => mailer.close());
    await mailer.deliver(MAIL, '<m4@hanbit.example>');

    expect(received).toHaveLength(1);
    expect(received[0]?.from).toBe('no-reply@hanbit.example');
    expect(received[0]?.to).toEqual(['hong@example.com']);
    const parsed = parseEml(received[0]?.raw ?? '');
    expect(parsed.subject).toBe(MAIL.subject);
    expect(parsed.text.trim()).toBe(MAIL.text);
  });

  it('rejects when the SMTP server refuses the message', async () => {
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo(_address, _session, callback) {
        callback(new Error('550 mailbox unavailable'));
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    closers.push(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
    const { port } = smtp.server.address() as { port: number };
    const mailer = NodemailerMailer.smtp(FROM, `smtp://127.0.0.1:${port}?ignoreTLS=true`);
    closers.push(() => mailer.close());
    await expect(mailer.deliver(MAIL, '<m5@hanbit.example>')).rejects.toThrow(
      /550 mailbox unavailable/u,
    );
  });
});
