/**
 * An event as an iCalendar file (RFC 5545), to add it to a phone's or a mail program's
 * calendar: the public page's `.ics`, and the confirmation mail's attachment. Pure text: the
 * caller gives the stamp (now) and the address.
 */

export interface CalendarEntry {
  /** Stable across changes, so that a calendar replaces the entry instead of adding another. */
  readonly uid: string;
  /** Raised with each change the office mails (the calendar keeps the highest). */
  readonly sequence: number;
  readonly title: string;
  readonly description: string;
  /** Instants, ISO 8601. */
  readonly startsAt: string;
  readonly endsAt: string;
  readonly location: string;
  readonly url: string;
  readonly organizer: { readonly name: string; readonly email: string } | null;
  readonly cancelled: boolean;
  /** When the file was made. */
  readonly stamp: string;
}

export const CALENDAR_MEDIA_TYPE = 'text/calendar; charset=utf-8';

export function eventCalendar(entry: CalendarEntry): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//alumni-association//events//KO',
    'CALSCALE:GREGORIAN',
    `METHOD:${entry.cancelled ? 'CANCEL' : 'PUBLISH'}`,
    'BEGIN:VEVENT',
    `UID:${escapeText(entry.uid)}`,
    `SEQUENCE:${entry.sequence}`,
    `DTSTAMP:${utcStamp(entry.stamp)}`,
    `DTSTART:${utcStamp(entry.startsAt)}`,
    `DTEND:${utcStamp(entry.endsAt)}`,
    `SUMMARY:${escapeText(entry.title)}`,
    `DESCRIPTION:${escapeText(entry.description)}`,
    `LOCATION:${escapeText(entry.location)}`,
    `URL:${entry.url}`,
    ...(entry.organizer && entry.organizer.email
      ? [`ORGANIZER;CN=${quoteParameter(entry.organizer.name)}:mailto:${entry.organizer.email}`]
      : []),
    `STATUS:${entry.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    ...(entry.cancelled
      ? []
      : [
          'BEGIN:VALARM',
          'ACTION:DISPLAY',
          'TRIGGER:-P1D',
          `DESCRIPTION:${escapeText(entry.title)}`,
          'END:VALARM',
        ]),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** 2026-12-12T05:00:00.000Z → 20261212T050000Z */
function utcStamp(instant: string): string {
  const iso = new Date(Date.parse(instant)).toISOString();
  return `${iso.slice(0, 19).replace(/[-:]/gu, '')}Z`;
}

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545, 3.3.11). */
function escapeText(text: string): string {
  return text
    .replace(/\\/gu, '\\\\')
    .replace(/;/gu, '\\;')
    .replace(/,/gu, '\\,')
    .replace(/\r\n|\r|\n/gu, '\\n');
}

/** A parameter value in quotes, without the characters a quoted value may not hold. */
function quoteParameter(text: string): string {
  return `"${text.replace(/["\r\n]/gu, '')}"`;
}

/**
 * Lines longer than 75 octets are folded (RFC 5545, 3.1): a line break and a space, never
 * inside a character (Hangul takes three octets in UTF-8).
 */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = utf8Length(character);
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** Octets of one character in UTF-8. */
function utf8Length(character: string): number {
  const code = character.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}
