import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  composeText,
  LMS_MAX_BYTES,
  maskedMobileNumber,
  mobileNumberForTexts,
  SMS_MAX_BYTES,
  TEXT_SUBJECT_MAX_BYTES,
  textBytes,
  textTypeOf,
} from '../../../src/domain/messages';

const SENDER = {
  associationName: '한빛고등학교 총동문회',
  contact: '02-123-4567',
  refusalNumber: '080-123-4567',
};

describe('text messages (issue 32, item 5)', () => {
  it('normalises a mobile number to digits with the members’ rule, and refuses others', () => {
    expect(mobileNumberForTexts('010-1234-5678')).toEqual({ ok: true, value: '01012345678' });
    expect(mobileNumberForTexts('+82 10 1234 5678')).toEqual({ ok: true, value: '01012345678' });
    expect(mobileNumberForTexts('011-123-4567')).toEqual({ ok: true, value: '0111234567' });
    expect(mobileNumberForTexts('02-123-4567')).toMatchObject({ ok: false, code: 'mobile.format' });
    expect(mobileNumberForTexts(' ')).toMatchObject({ ok: false, code: 'mobile.required' });
  });

  it('masks a number for the office’s list', () => {
    expect(maskedMobileNumber('01012345678')).toBe('010-****-5678');
    expect(maskedMobileNumber('0111234567')).toBe('011-***-4567');
    expect(maskedMobileNumber('not a number')).toBe('***-****-****');
  });

  it('counts bytes as carriers do (Hangul 2, ASCII 1) and types the text by length', () => {
    expect(textBytes('abc')).toBe(3);
    expect(textBytes('가나다')).toBe(6);
    expect(textBytes('인증번호 123456')).toBe(4 * 2 + 1 + 6);
    expect(textTypeOf('가'.repeat(45))).toBe('SMS');
    expect(textTypeOf(`${'가'.repeat(45)}a`)).toBe('LMS');
    expect(textTypeOf('a'.repeat(LMS_MAX_BYTES))).toBe('LMS');
    expect(textTypeOf('a'.repeat(LMS_MAX_BYTES + 1))).toBeNull();
  });

  it('sends a short 안내 as an SMS, as typed', () => {
    expect(
      composeText({ to: '010-1234-5678', body: ' 총회는 3시입니다. ', kind: 'notice' }, SENDER),
    ).toEqual({
      ok: true,
      value: { to: '01012345678', body: '총회는 3시입니다.', type: 'SMS' },
    });
  });

  it('opens a 홍보 text with (광고) once and closes it with the sender and the free refusal', () => {
    const composed = composeText(
      { to: '01012345678', body: '(광고) 장학기금 모금', kind: 'promotion' },
      SENDER,
    );
    expect(composed).toEqual({
      ok: true,
      value: {
        to: '01012345678',
        body: '(광고)장학기금 모금\n한빛고등학교 총동문회\n무료수신거부 080-123-4567',
        type: 'SMS',
      },
    });
  });

  it('refuses a 홍보 text without a free refusal number', () => {
    const composed = composeText(
      { to: '01012345678', body: '모금', kind: 'promotion' },
      { ...SENDER, refusalNumber: null },
    );
    expect(composed).toMatchObject({ ok: false, code: 'text.refusalNumber' });
  });

  it('gives an LMS its subject: the one given, or the first line cut to 40 bytes', () => {
    const long = `${'정기총회 안내 말씀 드립니다 '.repeat(3)}\n${'가'.repeat(60)}`;
    const derived = composeText({ to: '01012345678', body: long, kind: 'notice' }, SENDER);
    expect(derived.ok && derived.value.type).toBe('LMS');
    const subject = derived.ok ? (derived.value.subject ?? '') : '';
    expect(textBytes(subject)).toBeLessThanOrEqual(TEXT_SUBJECT_MAX_BYTES);
    expect(subject.startsWith('정기총회 안내 말씀')).toBe(true);

    const promoted = composeText(
      { to: '01012345678', body: long, kind: 'promotion', subject: '모금 안내' },
      SENDER,
    );
    expect(promoted).toMatchObject({
      ok: true,
      value: { type: 'LMS', subject: '(광고) 모금 안내' },
    });
    expect(
      composeText(
        { to: '01012345678', body: long, kind: 'notice', subject: '가'.repeat(21) },
        SENDER,
      ),
    ).toMatchObject({ ok: false, code: 'text.subjectTooLong' });
  });

  it('refuses an empty text, a wrong number and a text longer than an LMS, in Korean', () => {
    expect(composeText({ to: '01012345678', body: '  ', kind: 'notice' }, SENDER)).toMatchObject({
      ok: false,
      message: '문자 내용을 입력해 주세요.',
    });
    expect(composeText({ to: '1234', body: '안녕', kind: 'notice' }, SENDER)).toMatchObject({
      ok: false,
      code: 'mobile.format',
    });
    expect(
      composeText({ to: '01012345678', body: '가'.repeat(1_001), kind: 'notice' }, SENDER),
    ).toEqual({
      ok: false,
      code: 'text.tooLong',
      message: '문자는 2,000바이트(한글 1,000자)까지 보낼 수 있습니다. 지금 2,002바이트입니다.',
    });
  });

  it('always composes a text within its type’s limit, 홍보 opened and closed (property)', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom('가', '힣', 'a', '1', ' ', '\n', '!', '한'),
          maxLength: 1_100,
        }),
        fc.constantFrom('notice' as const, 'promotion' as const),
        fc.option(fc.string({ maxLength: 30 }), { nil: undefined }),
        (body, kind, subject) => {
          const composed = composeText({ to: '010-9876-5432', body, kind, subject }, SENDER);
          if (!composed.ok) {
            expect(['text.required', 'text.tooLong', 'text.subjectTooLong']).toContain(
              composed.code,
            );
            return;
          }
          const sent = composed.value;
          const bytes = textBytes(sent.body);
          expect(bytes).toBeLessThanOrEqual(sent.type === 'SMS' ? SMS_MAX_BYTES : LMS_MAX_BYTES);
          if (sent.type === 'LMS') expect(bytes).toBeGreaterThan(SMS_MAX_BYTES);
          if (sent.type === 'LMS') {
            expect(textBytes(sent.subject ?? '')).toBeLessThanOrEqual(TEXT_SUBJECT_MAX_BYTES);
          } else {
            expect(sent.subject).toBeUndefined();
          }
          if (kind === 'promotion') {
            expect(sent.body.startsWith('(광고)')).toBe(true);
            expect(sent.body.endsWith('\n무료수신거부 080-123-4567')).toBe(true);
          }
        },
      ),
    );
  });
});
