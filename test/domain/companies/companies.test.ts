import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COMPANY_NAME_REQUIRED,
  COMPANY_PHONE_INVALID,
  COMPANY_SUMMARY_REQUIRED,
  COMPANY_WEBSITE_INVALID,
  COMPANY_WEBSITE_MAX_LENGTH,
  type CompanyDraft,
  companyDraftRefusal,
  companyReviewRefusal,
  companySearchWords,
  normalizedWebsite,
  REJECT_REASON_REQUIRED,
  savedCompanyFieldsOf,
} from '../../../src/domain/companies/companies';

const draft = (overrides: Partial<CompanyDraft> = {}): CompanyDraft => ({
  name: '한빛정밀',
  category: 'manufacturing',
  summary: '자동차 부품을 만듭니다.',
  phone: '',
  website: '',
  address: '',
  logoImageId: null,
  ...overrides,
});

describe('동문 기업 홍보 (issue 13 item 2: company promotion)', () => {
  it('asks for a name and a summary', () => {
    expect(companyDraftRefusal(draft())).toBeNull();
    expect(companyDraftRefusal(draft({ name: '  ' }))).toBe(COMPANY_NAME_REQUIRED);
    expect(companyDraftRefusal(draft({ summary: '\n' }))).toBe(COMPANY_SUMMARY_REQUIRED);
  });

  it('takes a phone number of digits and hyphens', () => {
    for (const phone of ['02-123-4567', '031-1234-5678', '010-1234-5678', '15881234']) {
      expect(companyDraftRefusal(draft({ phone })), phone).toBeNull();
    }
    for (const phone of ['123', '02 123 4567', '전화 주세요', '-02-123-4567']) {
      expect(companyDraftRefusal(draft({ phone })), phone).toBe(COMPANY_PHONE_INVALID);
    }
  });

  it('keeps a website only as an http(s) address, adding https:// to a bare host', () => {
    expect(normalizedWebsite('')).toBe('');
    expect(normalizedWebsite(' www.hanbit.co.kr ')).toBe('https://www.hanbit.co.kr');
    expect(normalizedWebsite('hanbit.co.kr:8080/about')).toBe('https://hanbit.co.kr:8080/about');
    expect(normalizedWebsite('HTTP://Hanbit.kr/회사?id=1#위치')).toBe(
      'http://Hanbit.kr/회사?id=1#위치',
    );
    expect(normalizedWebsite('https://한빛.kr')).toBe('https://한빛.kr');
    for (const hostile of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox',
      'https://user:pass@example.com',
      'https://example.com/"onmouseover="alert(1)',
      'https://example.com/<script>',
      'ftp://example.com',
      'localhost',
      'https://',
      `https://example.com/${'a'.repeat(COMPANY_WEBSITE_MAX_LENGTH)}`,
    ]) {
      expect(normalizedWebsite(hostile), hostile).toBeNull();
      expect(companyDraftRefusal(draft({ website: hostile })), hostile).toBe(
        COMPANY_WEBSITE_INVALID,
      );
    }
  });

  it('never keeps anything but an http(s) address (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (input) => {
        const kept = normalizedWebsite(input);
        expect(kept === null || kept === '' || /^https?:\/\/[^\s"<>]+$/u.test(kept)).toBe(true);
      }),
    );
  });

  it('stores the draft trimmed, the website normalised', () => {
    expect(
      savedCompanyFieldsOf(
        draft({ name: ' 한빛정밀 ', website: 'hanbit.kr', phone: ' 02-123-4567 ' }),
      ),
    ).toMatchObject({ name: '한빛정밀', website: 'https://hanbit.kr', phone: '02-123-4567' });
  });

  it('asks the office for a reason when it sends a listing back', () => {
    expect(companyReviewRefusal({ decision: 'approve', updatedAt: 'x' })).toBeNull();
    expect(companyReviewRefusal({ decision: 'reject', reason: ' ', updatedAt: 'x' })).toBe(
      REJECT_REASON_REQUIRED,
    );
    expect(
      companyReviewRefusal({ decision: 'reject', reason: '연락처가 없습니다.', updatedAt: 'x' }),
    ).toBeNull();
  });

  it('searches by at most five words', () => {
    expect(companySearchWords('  정밀   가공 ')).toEqual(['정밀', '가공']);
    expect(companySearchWords('a b c d e f g')).toHaveLength(5);
    expect(companySearchWords('   ')).toEqual([]);
  });
});
