import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FileSmsOutbox } from '../../../../server/adapters/sms/file-sms-outbox';

describe('FileSmsOutbox, the texts’ sandbox (issue 32, item 5)', () => {
  const made: string[] = [];
  afterEach(() => {
    for (const directory of made.splice(0)) fs.rmSync(directory, { recursive: true, force: true });
  });

  it('writes each text whole as a JSON file named by its message, once however often handed', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sms-outbox-'));
    made.push(root);
    const directory = path.join(root, 'sms-outbox');
    const outbox = new FileSmsOutbox(directory, () => new Date('2026-11-28T05:00:00Z'));
    const text = {
      to: '01012345678',
      body: '가'.repeat(50),
      subject: '총회',
      type: 'LMS' as const,
    };
    await outbox.deliver(text, 'm1');
    await outbox.deliver(text, 'm1');
    await outbox.deliver({ to: '01098765432', body: '안녕하세요', type: 'SMS' }, 'm2');
    expect(fs.readdirSync(directory).sort()).toEqual(['m1.json', 'm2.json']);
    expect(JSON.parse(fs.readFileSync(path.join(directory, 'm1.json'), 'utf8'))).toEqual({
      messageId: 'm1',
      to: '01012345678',
      type: 'LMS',
      subject: '총회',
      body: '가'.repeat(50),
      writtenAt: '2026-11-28T05:00:00.000Z',
    });
    // Numbers and texts: readable by the server's user only.
    expect(fs.statSync(path.join(directory, 'm2.json')).mode & 0o077).toBe(0);
  });
});
