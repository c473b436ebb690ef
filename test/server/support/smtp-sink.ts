import type net from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseEml, type ReadMail } from './mail';

/** A real SMTP server on loopback that keeps what it receives (the relay of issue 32's tests). */
export interface SmtpSink {
  readonly port: number;
  /** The messages received, parsed, with their raw headers' Message-ID. */
  received(): (Omit<ReadMail, 'file'> & { readonly messageId: string; readonly raw: string })[];
  close(): Promise<void>;
}

export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const raws: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        raws.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
  const address = smtp.server.address() as net.AddressInfo;
  return {
    port: address.port,
    received: () =>
      raws.map((raw) => ({
        ...parseEml(raw),
        messageId: /^Message-ID:\s*(.+)$/imu.exec(raw)?.[1]?.trim() ?? '',
        raw,
      })),
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
