import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COMPANY_NAME_REQUIRED,
  COMPANY_PHONE_INVALID,
  COMPANY_SUMMARY_REQUIRED,
  COMPANY_WEBSITE_INVALID,
  COMPANY_WEBSITE_MAX_LENGTH,
  COMPANY_WEBSITE_NOT_PUBLIC,
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
    expect(companyDraftRefusal(draft(), URL)).toBeNull();
    expect(companyDraftRefusal(draft({ name: '  ' }), URL)).toBe(COMPANY_NAME_REQUIRED);
    expect(companyDraftRefusal(draft({ summary: '\n' }), URL)).toBe(COMPANY_SUMMARY_REQUIRED);
  });

  it('takes a phone number of digits and hyphens', () => {
    for (const phone of ['02-123-4567', '031-1234-5678', '010-1234-5678', '15881234']) {
      expect(companyDraftRefusal(draft({ phone }), URL), phone).toBeNull();
    }
    for (const phone of ['123', '02 123 4567', '전화 주세요', '-02-123-4567']) {
      expect(companyDraftRefusal(draft({ phone }), URL), phone).toBe(COMPANY_PHONE_INVALID);
    }
  });

  it('keeps a website only as a public http(s) address, normalised, adding https:// to a bare host', () => {
    expect(normalizedWebsite('', URL)).toBe('');
    expect(normalizedWebsite(' www.hanbit.co.kr ', URL)).toBe('https://www.hanbit.co.kr');
    expect(normalizedWebsite('hanbit.co.kr:8080/about', URL)).toBe(
      'https://hanbit.co.kr:8080/about',
    );
    expect(normalizedWebsite('HTTP://Hanbit.kr/회사?id=1#위치', URL)).toBe(
      'http://hanbit.kr/%ED%9A%8C%EC%82%AC?id=1#%EC%9C%84%EC%B9%98',
    );
    // The host in ASCII: punycode for Hangul, full-width letters mapped.
    expect(normalizedWebsite('https://한빛.kr', URL)).toBe('https://xn--xx3br43b.kr');
    expect(normalizedWebsite('https://ｈａｎｂｉｔ．ｋｒ', URL)).toBe('https://hanbit.kr');
    // What could end an attribute is escaped by the parser, never kept as it was typed.
    expect(normalizedWebsite('https://example.com/"onmouseover="alert(1)', URL)).toBe(
      'https://example.com/%22onmouseover=%22alert(1)',
    );
    for (const hostile of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox',
      'https://user:pass@example.com',
      'ftp://example.com',
      'https://',
      'https://example.com:99999/',
      'https://exa mple.com',
      'https://hanbit\u202E.kr',
    ]) {
      expect(normalizedWebsite(hostile, URL), hostile).toBeNull();
      expect(companyDraftRefusal(draft({ website: hostile }), URL), hostile).toBe(
        COMPANY_WEBSITE_INVALID,
      );
    }
    for (const local of [
      'localhost',
      'http://localhost:8080/admin',
      'http://app.localhost',
      'http://127.0.0.1',
      'http://2130706433',
      'http://0x7f.0.0.1',
      'http://10.0.0.5',
      'http://172.16.0.1',
      'http://192.168.0.1',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/',
      'http://[fd00::1]/',
      'http://[fe80::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://intranet',
      'http://printer.local',
    ]) {
      expect(normalizedWebsite(local, URL), local).toBeNull();
      expect(companyDraftRefusal(draft({ website: local }), URL), local).toBe(
        COMPANY_WEBSITE_NOT_PUBLIC,
      );
    }
    expect(
      companyDraftRefusal(
        draft({ website: `https://example.com/${'a'.repeat(COMPANY_WEBSITE_MAX_LENGTH)}` }),
        URL,
      ),
    ).toBe(`홈페이지 주소는 ${COMPANY_WEBSITE_MAX_LENGTH}자까지 입력할 수 있습니다.`);
  });

  it('never keeps anything but an http(s) address (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (input) => {
        const kept = normalizedWebsite(input, URL);
        expect(kept === null || kept === '' || /^https?:\/\/[^\s"<>]+$/u.test(kept)).toBe(true);
      }),
    );
  });

  it('stores the draft trimmed, the website normalised', () => {
    expect(
      savedCompanyFieldsOf(
        draft({ name: ' 한빛정밀 ', website: 'hanbit.kr', phone: ' 02-123-4567 ' }),
        URL,
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
