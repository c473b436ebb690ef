import fs from 'node:fs';
import path from 'node:path';

export interface ReadMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly file: string;
}

/** The .eml files of an outbox, oldest first, decoded (headers, RFC 2047 subject, QP or base64). */
export function readOutbox(outboxDir: string): ReadMail[] {
  if (!fs.existsSync(outboxDir)) return [];
  return fs
    .readdirSync(outboxDir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => ({
      ...parseEml(fs.readFileSync(path.join(outboxDir, name), 'utf8')),
      file: name,
    }));
}

export function parseEml(raw: string): Omit<ReadMail, 'file'> {
  const normalized = raw.replace(/\r\n/gu, '\n');
  const split = normalized.indexOf('\n\n');
  const headerText = normalized.slice(0, split).replace(/\n[ \t]+/gu, ' ');
  const body = normalized.slice(split + 2);
  const headers = new Map<string, string>();
  for (const line of headerText.split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  return {
    to: headers.get('to') ?? '',
    subject: decodeEncodedWords(headers.get('subject') ?? ''),
    text: decodeBody(body, encoding),
  };
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/gu, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

function decodeQuotedPrintable(text: string): string {
  const softBreaksRemoved = text.replace(/=\n/gu, '');
  const bytes: number[] = [];
  for (let index = 0; index < softBreaksRemoved.length; index += 1) {
    const character = softBreaksRemoved[index] ?? '';
    const hex = softBreaksRemoved.slice(index + 1, index + 3);
    if (character === '=' && /^[0-9A-F]{2}$/iu.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(character, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/gu, '?==?')
    .replace(
      /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/gu,
      (_, _charset: string, kind: string, text: string) =>
        kind.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64').toString('utf8')
          : decodeQuotedPrintable(text.replace(/_/gu, ' ')),
    );
}
