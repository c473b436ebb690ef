import { describe, expect, it } from 'vitest';
import type { CalendarDate } from '../../../../src/domain/shared/calendar/calendar-date';
import {
  profileFieldRules,
  profileFieldsOf,
  type ProfileFormValues,
} from '../../../../src/ui/shared/forms/profile-rules';

const TODAY: CalendarDate = { year: 2026, month: 11, day: 23 };

const VALUES: ProfileFormValues = {
  name: '홍길동',
  birthDate: '19800517',
  mobile: '010 1234 5678',
  graduationYear: '1999년',
  classNumber: '45기',
  course: '인문계',
  company: '',
  jobTitle: ' 과장 ',
  address: null,
};

/** The forms check a member's profile with the domain's rule, field by field. */
describe('the profile fields of the sign-up and my-info forms', () => {
  const rules = profileFieldRules<ProfileFormValues>(TODAY);

  it('gives each field its message as the member leaves it, or none', () => {
    expect(rules.course?.('자연계\u0000', VALUES)).toBe(
      '계열·학과에 쓸 수 없는 문자가 들어 있습니다.',
    );
    expect(rules.company?.('한빛\u202Egnp.exe', VALUES)).toBe(
      '직장명에 쓸 수 없는 문자가 들어 있습니다.',
    );
    expect(rules.jobTitle?.('가'.repeat(51), VALUES)).toBe('직위는 50자까지 입력할 수 있습니다.');
    expect(rules.course?.('  ', VALUES)).toBe('계열·학과를 입력해 주세요.');
    expect(rules.company?.('', VALUES)).toBeNull();
    expect(rules.jobTitle?.('팀장 👍', VALUES)).toBeNull();
  });

  it('checks the graduation year against the birth date the form holds', () => {
    expect(rules.graduationYear?.('1985', VALUES)).toBe(
      '졸업 연도가 생년월일과 맞지 않습니다. 다시 확인해 주세요.',
    );
    expect(rules.graduationYear?.('1985', { ...VALUES, birthDate: '1970-01-01' })).toBeNull();
  });

  it('sends the fields as the server will store them', () => {
    expect(profileFieldsOf(VALUES, TODAY)).toEqual({
      name: '홍길동',
      birthDate: '1980-05-17',
      mobile: '010-1234-5678',
      graduationYear: 1999,
      classNumber: 45,
      course: '인문계',
      company: null,
      jobTitle: '과장',
      address: null,
    });
  });
});
