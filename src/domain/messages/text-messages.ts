import { formatNumber } from '../shared/format/number-format';
import { validateMobilePhone } from '../shared/validation/mobile-phone';
import { invalid, valid, type ValidationResult } from '../shared/validation/validation-result';
import {
  type MessageKind,
  PROMOTION_SUBJECT_PREFIX,
  type Sender,
  subjectAsSent,
} from './promotion-rules';

/**
 * Text messages (issue 32, item 5), as Korean carriers take them, written once for the server's
 * outbox and the office's forms:
 *
 * - The number is a Korean mobile number (the members' own rule, mobile-phone.ts), sent as digits.
 * - Length is counted in bytes as the carriers count it (EUC-KR: Hangul 2, ASCII 1): up to 90 is
 *   an SMS, up to 2,000 an LMS (long text, with a subject of up to 40 bytes), longer is refused.
 * - A 홍보 text begins with (광고) and ends with the sender's name and a free refusal line
 *   (무료수신거부 and an 080 number), as 정보통신망법 §50 ④ and its decree ask of texts.
 */

export const TEXT_TYPES = ['SMS', 'LMS'] as const;
export type TextType = (typeof TEXT_TYPES)[number];

export const SMS_MAX_BYTES = 90;
export const LMS_MAX_BYTES = 2_000;
export const TEXT_SUBJECT_MAX_BYTES = 40;

/** A text ready for a provider: the number in digits, the body as sent, its type. */
export interface TextToSend {
  readonly to: string;
  readonly body: string;
  /** An LMS's subject; none for an SMS. */
  readonly subject?: string;
  readonly type: TextType;
}

/**
 * Who sends 홍보 texts: the association (a text has no room for the mail's contact line: the
 * sending number is its contact), and the free number that refuses them.
 */
export interface TextSender extends Pick<Sender, 'associationName'> {
  /** A free (080) number that stops the association's 홍보 texts; null when none is set up. */
  readonly refusalNumber: string | null;
}

/** A mobile number as providers take it: digits only, 01012345678. */
export function mobileNumberForTexts(input: string): ValidationResult {
  const checked = validateMobilePhone(input);
  return checked.ok ? valid(checked.value.replace(/-/gu, '')) : checked;
}

/** A mobile number as office staff see it in a list: 010-****-5678. */
export function maskedMobileNumber(input: string): string {
  const checked = validateMobilePhone(input);
  if (!checked.ok) return '***-****-****';
  const [prefix = '', middle = '', last = ''] = checked.value.split('-');
  return `${prefix}-${'*'.repeat(middle.length)}-${last}`;
}

/** The text's length as carriers count it: ASCII 1 byte, anything else (Hangul) 2. */
export function textBytes(text: string): number {
  let bytes = 0;
  for (const character of text) bytes += (character.codePointAt(0) ?? 0) < 0x80 ? 1 : 2;
  return bytes;
}

/** SMS up to 90 bytes, LMS up to 2,000; null when too long for either. */
export function textTypeOf(body: string): TextType | null {
  const bytes = textBytes(body);
  if (bytes <= SMS_MAX_BYTES) return 'SMS';
  return bytes <= LMS_MAX_BYTES ? 'LMS' : null;
}

/** The line a 홍보 text's free refusal is offered in. */
export function textRefusalLine(refusalNumber: string): string {
  return `무료수신거부 ${refusalNumber}`;
}

/** The body as sent: 홍보 begins with (광고) and ends with the sender's name and the refusal. */
export function textBodyAsSent(
  kind: MessageKind,
  body: string,
  sender: Pick<Sender, 'associationName'> & { readonly refusalNumber: string },
): string {
  const trimmed = body.trim();
  if (kind !== 'promotion') return trimmed;
  const bare = trimmed.replace(/^\(\s*광고\s*\)\s*/u, '');
  return [
    `${PROMOTION_SUBJECT_PREFIX}${bare}`,
    sender.associationName,
    textRefusalLine(sender.refusalNumber),
  ].join('\n');
}

/** The longest start of `text` that fits in `bytes`. */
function cutToBytes(text: string, bytes: number): string {
  let kept = '';
  for (const character of text) {
    if (textBytes(kept + character) > bytes) break;
    kept += character;
  }
  return kept;
}

/** The body's first line that is not blank, after a (광고) opening. */
function firstLineOf(body: string): string {
  return (
    body
      .replace(/^\(\s*광고\s*\)\s*/u, '')
      .split('\n')
      .map((line) => line.trim())
      .find((line) => line !== '') ?? ''
  );
}

/** An LMS's subject when none is given: the body's first line, cut to fit. */
function derivedSubject(kind: MessageKind, body: string): string {
  return cutToBytes(subjectAsSent(kind, firstLineOf(body)), TEXT_SUBJECT_MAX_BYTES).trim();
}

/** What the office's queue shows as a text's subject. */
export const TEXT_LISTED_PREFIX = '[문자]';

/**
 * A text as the office's queue lists it: [문자] and the subject given (for an SMS too, in
 * place of a body that is a secret), the LMS's, or the body's first line, cut to 40 bytes.
 */
export function textListedSubject(text: TextToSend, given?: string): string {
  const subject = given?.trim() || text.subject || firstLineOf(text.body);
  return `${TEXT_LISTED_PREFIX} ${cutToBytes(subject, TEXT_SUBJECT_MAX_BYTES).trim()}`;
}

/**
 * A text checked and composed for sending: the number normalised, 홍보's opening and closing
 * lines added, the type chosen by length and an LMS's subject given or derived. The office's own
 * mistakes (an empty or too long text or subject, a wrong number) come back in Korean.
 */
export function composeText(
  input: {
    readonly to: string;
    readonly body: string;
    readonly kind: MessageKind;
    readonly subject?: string;
  },
  sender: TextSender,
): ValidationResult<TextToSend> {
  const to = mobileNumberForTexts(input.to);
  if (!to.ok) return to;
  if (input.body.trim() === '') return invalid('text.required', '문자 내용을 입력해 주세요.');
  if (input.kind === 'promotion' && !sender.refusalNumber) {
    return invalid(
      'text.refusalNumber',
      '광고 문자에는 무료 수신거부 번호(080)가 있어야 합니다. 번호를 설정한 뒤 보내 주세요.',
    );
  }
  const body = textBodyAsSent(input.kind, input.body, {
    associationName: sender.associationName,
    refusalNumber: sender.refusalNumber ?? '',
  });
  const type = textTypeOf(body);
  if (!type) {
    return invalid(
      'text.tooLong',
      `문자는 ${formatNumber(LMS_MAX_BYTES)}바이트(한글 ${formatNumber(LMS_MAX_BYTES / 2)}자)까지 보낼 수 있습니다. 지금 ${formatNumber(textBytes(body))}바이트입니다.`,
    );
  }
  if (type === 'SMS') return valid({ to: to.value, body, type });
  const given = input.subject?.trim();
  const subject = given ? subjectAsSent(input.kind, given) : derivedSubject(input.kind, body);
  if (textBytes(subject) > TEXT_SUBJECT_MAX_BYTES) {
    return invalid(
      'text.subjectTooLong',
      `문자 제목은 ${TEXT_SUBJECT_MAX_BYTES}바이트(한글 ${TEXT_SUBJECT_MAX_BYTES / 2}자)까지 쓸 수 있습니다.`,
    );
  }
  return valid({ to: to.value, body, type, ...(subject ? { subject } : {}) });
}
