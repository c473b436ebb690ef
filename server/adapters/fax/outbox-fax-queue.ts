import fs from 'node:fs/promises';
import path from 'node:path';
import type { FaxQueue, QueuedFax } from '../../application/donations/ports';

/** A fax's name in the outbox (OutboxFaxSender): its time and a random tail, nothing else. */
const FAX_ID = /^[0-9T-]+Z-[0-9a-f]{8}$/u;

interface Description {
  readonly number: string;
  readonly fileName: string;
  readonly pdf: string;
  readonly requestedBy?: string;
  readonly queuedAt?: string;
}

/**
 * The outbox's faxes (DATA_DIR/outbox/fax/, written by OutboxFaxSender) as the office's queue:
 * each JSON file names a waiting fax; taking one off deletes its description and its PDF (the
 * register keeps the delivery; the PDF holds personal data, kept no longer than needed).
 */
export class OutboxFaxQueue implements FaxQueue {
  constructor(private readonly outboxDir: string) {}

  async list(): Promise<QueuedFax[]> {
    let names: string[];
    try {
      names = await fs.readdir(this.outboxDir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const ids = names
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -'.json'.length))
      .filter((id) => FAX_ID.test(id))
      .sort();
    const faxes = await Promise.all(ids.map((id) => this.read(id)));
    return faxes.filter((fax): fax is QueuedFax => fax !== null);
  }

  async pdf(faxId: string): Promise<{ fax: QueuedFax; pdf: Buffer } | null> {
    const fax = await this.read(faxId);
    if (!fax) return null;
    try {
      return { fax, pdf: await fs.readFile(path.join(this.outboxDir, `${faxId}.pdf`)) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(faxId: string): Promise<boolean> {
    if (!FAX_ID.test(faxId)) return false;
    try {
      // The description first: once it is gone the fax is off the queue, even if two remove it.
      await fs.rm(path.join(this.outboxDir, `${faxId}.json`));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
    await fs.rm(path.join(this.outboxDir, `${faxId}.pdf`), { force: true });
    return true;
  }

  private async read(faxId: string): Promise<QueuedFax | null> {
    if (!FAX_ID.test(faxId)) return null;
    let description: Description;
    try {
      const text = await fs.readFile(path.join(this.outboxDir, `${faxId}.json`), 'utf8');
      description = JSON.parse(text) as Description;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    return {
      faxId,
      number: description.number,
      requestedBy: description.requestedBy ?? null,
      queuedAt: description.queuedAt ?? idTime(faxId),
      fileName: description.fileName,
    };
  }
}

/** The time in a fax's name (written with - for : and .), for descriptions without queuedAt. */
function idTime(faxId: string): string {
  const [date = '', time = ''] = faxId.split('T');
  const [hours, minutes, seconds, millis] = time.split('-');
  return `${date}T${hours}:${minutes}:${seconds}.${(millis ?? '').replace('Z', '')}Z`;
}
