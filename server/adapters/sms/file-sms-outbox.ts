import fs from 'node:fs/promises';
import path from 'node:path';
import type { OutgoingText, SmsSender } from '../../application/messages';

/**
 * The sandbox for texts (issue 32, item 5), the default while no provider is set up: each text
 * is written as a JSON file in DATA_DIR/sms-outbox and goes to no telephone, the way the .eml
 * directory stands in for a mail relay. A file is named by the outbox's id, so that a text handed
 * over twice (a crash between the handover and its record) is one file.
 */
export class FileSmsOutbox implements SmsSender {
  constructor(
    private readonly directory: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async deliver(text: OutgoingText, messageId: string): Promise<void> {
    await fs.mkdir(this.directory, { recursive: true, mode: 0o700 });
    const written = {
      messageId,
      to: text.to,
      type: text.type,
      ...(text.subject ? { subject: text.subject } : {}),
      body: text.body,
      writtenAt: this.now().toISOString(),
    };
    const file = path.join(this.directory, `${messageId}.json`);
    const temporary = path.join(this.directory, `.${messageId}.json.tmp`);
    await fs.writeFile(temporary, `${JSON.stringify(written, null, 2)}\n`, { mode: 0o600 });
    await fs.rename(temporary, file);
  }
}
