import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FaxSender, OutgoingFax } from '../../application/donations/ports';

/**
 * Faxes kept in an outbox folder (DATA_DIR/outbox/fax/): each as its PDF and a JSON file with
 * the number, for an operator or a fax modem's spooler to send. The default transport: it needs
 * no service, and nothing is lost while none is set up.
 */
export class OutboxFaxSender implements FaxSender {
  constructor(private readonly outboxDir: string) {}

  async send(fax: OutgoingFax): Promise<{ delivery: 'queued' }> {
    await fs.mkdir(this.outboxDir, { recursive: true, mode: 0o700 });
    const name = `${new Date().toISOString().replace(/[:.]/gu, '-')}-${randomBytes(4).toString('hex')}`;
    // The PDF first, then the description that names it: a spooler that reads the JSON files
    // never finds one whose PDF is not whole.
    await writeWhole(path.join(this.outboxDir, `${name}.pdf`), fax.pdf);
    await writeWhole(
      path.join(this.outboxDir, `${name}.json`),
      `${JSON.stringify({ number: fax.number, fileName: fax.fileName, subject: fax.subject, pdf: `${name}.pdf`, requestedBy: fax.requestedBy, queuedAt: new Date().toISOString() }, null, 2)}\n`,
    );
    return { delivery: 'queued' };
  }
}

async function writeWhole(file: string, content: Buffer | string): Promise<void> {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.tmp`);
  await fs.writeFile(temporary, content, { mode: 0o600 });
  await fs.rename(temporary, file);
}
