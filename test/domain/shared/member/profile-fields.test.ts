import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PostalAddress } from '../../../../src/domain/shared/address/address';
import { withDistrictNames } from '../../../../src/domain/shared/address/legal-districts';
import type { CalendarDate } from '../../../../src/domain/shared/calendar/calendar-date';
import {
  checkProfileFields,
  PROFILE_FIELD_RULES,
  PROFILE_LIMITS,
  type ProfileFieldsInput,
} from '../../../../src/domain/shared/member/profile-fields';

const TODAY: CalendarDate = { year: 2026, month: 11, day: 23 };

const GANGNAM: PostalAddress = withDistrictNames({
  zonecode: '06236',
  addr: '서울 강남구 테헤란로 152',
  daddr: '12층',
  city: '1100000000',
  sgg: '1168000000',
  sido: '',
  sigungu: '',
});

const PROFILE: ProfileFieldsInput = {
  name: '홍길동',
  birthDate: '1980-05-17',
  mobile: '01012345678',
  graduationYear: '1999',
  classNumber: '45',
  course: ' 인문계 ',
  company: '  ',
  jobTitle: '과장',
  address: GANGNAM,
};

/** One rule for a member's profile fields: sign-up, my info, the server and the fake use it. */
describe('the profile fields rule', () => {
  it('normalises every field as it will be stored', () => {
    expect(checkProfileFields(PROFILE, TODAY)).toEqual({
      ok: true,
      value: {
        name: '홍길동',
        birthDate: '1980-05-17',
        mobile: '010-1234-5678',
        graduationYear: 1999,
        classNumber: 45,
        course: '인문계',
        company: null,
        jobTitle: '과장',
        address: GANGNAM,
      },
    });
  });

  it('takes the year and class as typed ("1999년", "제 45 기") or as numbers', () => {
    const typed = checkProfileFields(
      { ...PROFILE, graduationYear: '1999년', classNumber: '제 45 기' },
      TODAY,
    );
    const numbers = checkProfileFields(
      { ...PROFILE, graduationYear: 1999, classNumber: 45 },
      TODAY,
    );
    expect(typed).toMatchObject({ ok: true, value: { graduationYear: 1999, classNumber: 45 } });
    expect(numbers).toEqual(typed);
    expect('1999년'.length).toBeLessThanOrEqual(PROFILE_LIMITS.graduationYear.inputLength);
    expect('제 45 기'.length).toBeLessThanOrEqual(PROFILE_LIMITS.classNumber.inputLength);
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ birthDate: '1980-02-30' }, 'birthDate'],
    [{ mobile: '02-123-4567' }, 'mobile'],
    [{ graduationYear: '1985' }, 'graduationYear'], // five years after the birth date
    [{ graduationYear: 2028 }, 'graduationYear'],
    [{ classNumber: 301 }, 'classNumber'],
    [{ course: '  ' }, 'course'],
    [{ company: '한빛\u202Egnp.exe' }, 'company'],
    [{ jobTitle: '가'.repeat(PROFILE_LIMITS.jobTitle.maxLength + 1) }, 'jobTitle'],
    [{ address: { ...GANGNAM, city: '2600000000' } }, 'address'], // codes that disagree
  ] as const)('names the field of the first problem: %o → %s', (change, field) => {
    const result = checkProfileFields({ ...PROFILE, ...change }, TODAY);
    expect(result).toMatchObject({ ok: false, field });
    if (!result.ok) expect(result.message).toMatch(/[가-힣]/u);
  });

  it('says each problem in the words of the forms', () => {
    const problem = (change: Partial<ProfileFieldsInput>) => {
      const result = checkProfileFields({ ...PROFILE, ...change }, TODAY);
      return result.ok ? null : result.message;
    };
    expect(problem({ course: '' })).toBe('계열·학과를 입력해 주세요.');
    expect(problem({ company: '한빛\u0000' })).toBe('직장명에 쓸 수 없는 문자가 들어 있습니다.');
    expect(problem({ company: '가'.repeat(101) })).toBe('직장명은 100자까지 입력할 수 있습니다.');
    expect(problem({ jobTitle: '가'.repeat(51) })).toBe('직위는 50자까지 입력할 수 있습니다.');
    expect(problem({ address: { ...GANGNAM, city: '2600000000' } })).toBe(
      '주소를 다시 검색해 주세요.',
    );
  });

  it('names the address from its codes, not from the text that came with it', () => {
    const result = checkProfileFields(
      { ...PROFILE, address: { ...GANGNAM, sido: '부산', sigungu: '해운대구' } },
      TODAY,
    );
    expect(result).toMatchObject({
      ok: true,
      value: { address: { sido: '서울', sigungu: '강남구' } },
    });
  });

  it('checks one field alone with its rule, the graduation year against the birth date', () => {
    expect(
      PROFILE_FIELD_RULES.graduationYear({ ...PROFILE, graduationYear: '1989' }, TODAY),
    ).toMatchObject({ ok: false });
    // An unreadable birth date leaves the year to its own range.
    expect(
      PROFILE_FIELD_RULES.graduationYear(
        { ...PROFILE, birthDate: '?', graduationYear: '1989' },
        TODAY,
      ),
    ).toEqual({ ok: true, value: 1989 });
  });

  it('keeps what it stores: a stored profile is valid and unchanged when checked again', () => {
    const optionalText = fc.option(fc.string({ maxLength: 30 }), { nil: null });
    fc.assert(
      fc.property(
        fc.record({
          graduationYear: fc.integer({ min: 1990, max: 2027 }),
          classNumber: fc.integer({ min: 1, max: 300 }),
          course: fc.string({ minLength: 1, maxLength: 50 }).filter((text) => text.trim() !== ''),
          company: optionalText,
          jobTitle: optionalText,
        }),
        (change) => {
          const first = checkProfileFields({ ...PROFILE, ...change }, TODAY);
          fc.pre(first.ok);
          if (!first.ok) return;
          expect(checkProfileFields(first.value, TODAY)).toEqual(first);
        },
      ),
    );
  });
});
