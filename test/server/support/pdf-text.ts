import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';

/** A PDF's text as poppler's `pdftotext -layout` extracts it. */
export function pdfText(pdf: Buffer): string {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'alumni-pdf-'));
  try {
    const file = path.join(directory, 'document.pdf');
    fs.writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(directory, { recursive: true, force: true });
  }
}

/** An outbox mail (.eml) read whole: its text and attachments. */
export async function readMailFile(file: string) {
  const parsed = await simpleParser(fs.readFileSync(file));
  return {
    to: typeof parsed.to === 'object' && 'text' in parsed.to ? parsed.to.text : '',
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    attachments: parsed.attachments.map((attachment) => ({
      fileName: attachment.filename ?? '',
      contentType: attachment.contentType,
      content: attachment.content,
    })),
  };
}
