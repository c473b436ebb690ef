/**
 * The law's rules for promotional messages (정보통신망법 §50, issue 32 item 3), written once for
 * the office's form, the server's sending and the SPA's fake:
 *
 * - A message is 안내 (the association's business, to its members) or 홍보 (promotional: a
 *   fundraising drive, a partner's offer). 홍보 goes only to members whose marketing consent
 *   stands; its subject starts with "(광고)"; its body ends with the sender's name and contact and
 *   a free, one-click way to refuse (수신거부).
 * - Consent is confirmed again every two years (시행령 §62-3): a member asked and not answering
 *   is taken as not consenting from then on.
 * - 홍보 text messages are not sent between 21:00 and 08:00 Korean time (§50 ③): they wait for
 *   the morning.
 */

export const MESSAGE_KINDS = ['notice', 'promotion'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const MESSAGE_KIND_LABELS: Readonly<Record<MessageKind, string>> = {
  notice: '안내',
  promotion: '홍보',
};

/** What the subject of a 홍보 message starts with. */
export const PROMOTION_SUBJECT_PREFIX = '(광고)';

/** The subject as sent: 홍보 starts with (광고), once, whatever the office typed. */
export function subjectAsSent(kind: MessageKind, subject: string): string {
  const trimmed = subject.trim();
  if (kind !== 'promotion') return trimmed;
  const bare = trimmed.replace(/^\(\s*광고\s*\)\s*/u, '');
  return `${PROMOTION_SUBJECT_PREFIX} ${bare}`;
}

export interface Sender {
  readonly associationName: string;
  /** The office's telephone or address, as the law asks for a way to reach the sender. */
  readonly contact: string;
}

/**
 * The lines a 홍보 message ends with: who sent it, how to reach them, and the one-click refusal
 * (free of charge, as the law asks). 안내 ends with the link to change what one receives.
 */
export function messageFooter(kind: MessageKind, sender: Sender, preferencesUrl: string): string {
  if (kind === 'promotion') {
    return [
      `보낸 곳: ${sender.associationName} (${sender.contact})`,
      '이 메일은 광고성 정보 수신에 동의하신 회원께 보내 드렸습니다.',
      `수신거부(무료): ${preferencesUrl}`,
    ].join('\n');
  }
  return [
    `보낸 곳: ${sender.associationName} (${sender.contact})`,
    `받을 소식 바꾸기: ${preferencesUrl}`,
  ].join('\n');
}

/** How long a marketing consent stands before it must be confirmed again. */
export const CONSENT_CONFIRMATION_MONTHS = 24;

/**
 * Whether a marketing consent given (or last confirmed) at `confirmedAt` still stands at `now`:
 * for two years, to the day. None given: no.
 */
export function marketingConsentStands(confirmedAt: Date | null, now: Date): boolean {
  if (!confirmedAt) return false;
  return now.getTime() < consentLapsesAt(confirmedAt).getTime();
}

/** When a consent given (or last confirmed) at `confirmedAt` lapses unless confirmed again. */
export function consentLapsesAt(confirmedAt: Date): Date {
  return addMonths(confirmedAt, CONSENT_CONFIRMATION_MONTHS);
}

/**
 * When the member is asked to confirm: a month before the consent lapses, so that a member who
 * wants the news can answer before it stops.
 */
export function consentConfirmationDueAt(confirmedAt: Date): Date {
  return addMonths(confirmedAt, CONSENT_CONFIRMATION_MONTHS - 1);
}

/** Korea keeps no summer time: Korean time is UTC+9 all year. */
const KOREA_OFFSET_HOURS = 9;
export const QUIET_HOURS = { from: 21, until: 8 } as const;

/** Whether a promotional text message may not be sent at the instant (21:00–08:00 Korean time). */
export function inQuietHours(instant: Date): boolean {
  const hour = (instant.getUTCHours() + KOREA_OFFSET_HOURS) % 24;
  return hour >= QUIET_HOURS.from || hour < QUIET_HOURS.until;
}

/** The instant a promotional text message written at `instant` may go: now, or 08:00 next. */
export function promotionalTextSendableAt(instant: Date): Date {
  if (!inQuietHours(instant)) return instant;
  const korean = new Date(instant.getTime() + KOREA_OFFSET_HOURS * 3_600_000);
  const morning = Date.UTC(
    korean.getUTCFullYear(),
    korean.getUTCMonth(),
    korean.getUTCDate() + (korean.getUTCHours() >= QUIET_HOURS.from ? 1 : 0),
    QUIET_HOURS.until - KOREA_OFFSET_HOURS,
  );
  return new Date(morning);
}

/** The same day of the month `months` later (the month's last day when it has fewer). */
function addMonths(instant: Date, months: number): Date {
  const target = new Date(instant.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const last = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, last));
  return target;
}
