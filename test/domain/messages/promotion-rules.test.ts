import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  consentConfirmationDueAt,
  inQuietHours,
  marketingConsentStands,
  messageFooter,
  promotionalTextSendableAt,
  subjectAsSent,
} from '../../../src/domain/messages';

const SENDER = { associationName: '한빛고등학교 총동문회', contact: '02-123-4567' };
const kst = (text: string) => new Date(`${text}+09:00`);

describe('promotional messages (정보통신망법 §50, issue 32 item 3)', () => {
  it('starts a 홍보 subject with (광고), once, and leaves 안내 as typed', () => {
    expect(subjectAsSent('promotion', '장학기금 모금 안내')).toBe('(광고) 장학기금 모금 안내');
    expect(subjectAsSent('promotion', '(광고)장학기금 모금')).toBe('(광고) 장학기금 모금');
    expect(subjectAsSent('promotion', ' ( 광고 ) 모금 ')).toBe('(광고) 모금');
    expect(subjectAsSent('notice', ' 정기총회 안내 ')).toBe('정기총회 안내');
  });

  it('ends a 홍보 message with the sender, the contact and a free one-click refusal', () => {
    const footer = messageFooter('promotion', SENDER, 'https://alumni.example.kr/u/abc');
    expect(footer).toContain('한빛고등학교 총동문회 (02-123-4567)');
    expect(footer).toContain('수신거부(무료): https://alumni.example.kr/u/abc');
    const notice = messageFooter('notice', SENDER, 'https://alumni.example.kr/u/abc');
    expect(notice).toContain('받을 소식 바꾸기: https://alumni.example.kr/u/abc');
    expect(notice).not.toContain('수신거부');
  });

  it('lets a marketing consent stand two years, asks a month before, and never without one', () => {
    const given = kst('2024-03-31T10:00:00');
    expect(marketingConsentStands(given, kst('2026-03-30T10:00:00'))).toBe(true);
    expect(marketingConsentStands(given, kst('2026-03-31T10:00:00'))).toBe(false);
    expect(marketingConsentStands(null, given)).toBe(false);
    // A month before; 31 March's month before is the end of February.
    expect(consentConfirmationDueAt(given).toISOString()).toBe('2026-02-28T01:00:00.000Z');
  });

  it('keeps 홍보 texts out of 21:00–08:00 Korean time, sending them at 08:00', () => {
    expect(inQuietHours(kst('2026-11-28T20:59:59'))).toBe(false);
    expect(inQuietHours(kst('2026-11-28T21:00:00'))).toBe(true);
    expect(inQuietHours(kst('2026-11-29T07:59:59'))).toBe(true);
    expect(inQuietHours(kst('2026-11-29T08:00:00'))).toBe(false);
    expect(promotionalTextSendableAt(kst('2026-11-28T23:30:00'))).toEqual(
      kst('2026-11-29T08:00:00'),
    );
    expect(promotionalTextSendableAt(kst('2026-11-29T02:00:00'))).toEqual(
      kst('2026-11-29T08:00:00'),
    );
    expect(promotionalTextSendableAt(kst('2026-12-31T21:00:00'))).toEqual(
      kst('2027-01-01T08:00:00'),
    );
    const noon = kst('2026-11-29T12:00:00');
    expect(promotionalTextSendableAt(noon)).toBe(noon);
  });

  it('never sends a 홍보 text in quiet hours, nor later than needed (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (instant) => {
          const at = promotionalTextSendableAt(instant);
          expect(inQuietHours(at)).toBe(false);
          expect(at.getTime()).toBeGreaterThanOrEqual(instant.getTime());
          expect(at.getTime() - instant.getTime()).toBeLessThanOrEqual(11 * 3_600_000);
          if (!inQuietHours(instant)) expect(at).toBe(instant);
        },
      ),
    );
  });
});
