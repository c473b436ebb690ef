import { describe, expect, it } from 'vitest';
import {
  companyMessage,
  courseMessage,
  jobTitleMessage,
} from '../../../../src/ui/shared/forms/profile-rules';
import { freeTextMessage } from '../../../../src/ui/shared/forms/rules';

describe('profile rules of the forms', () => {
  it('refuses what the server refuses in course, company and job title, naming the field', () => {
    expect(courseMessage('자연계\u0000')).toBe('계열·학과에 쓸 수 없는 문자가 들어 있습니다.');
    expect(companyMessage('한빛\u202Egnp.exe')).toBe('직장명에 쓸 수 없는 문자가 들어 있습니다.');
    expect(jobTitleMessage('과장\u200B')).toBe('직위에 쓸 수 없는 문자가 들어 있습니다.');
    expect(companyMessage('한빛\uD800')).toBe('직장명에 쓸 수 없는 문자가 들어 있습니다.');
  });

  it('still checks presence and length, with the particle the label takes', () => {
    expect(courseMessage('  ')).toBe('계열·학과를 입력해 주세요.');
    expect(companyMessage('가'.repeat(101))).toBe('직장명은 100자까지 입력할 수 있습니다.');
    expect(jobTitleMessage('가'.repeat(51))).toBe('직위는 50자까지 입력할 수 있습니다.');
    expect(courseMessage('자연계')).toBeNull();
    expect(companyMessage('')).toBeNull();
    expect(jobTitleMessage('팀장 👍')).toBeNull();
  });

  it('takes line breaks only where the field has several lines', () => {
    expect(freeTextMessage('해외 이주\n연락처 변경', '탈퇴 사유', 'multiple')).toBeNull();
    expect(freeTextMessage('해외 이주\n연락처 변경', '탈퇴 사유')).toBe(
      '탈퇴 사유에 쓸 수 없는 문자가 들어 있습니다.',
    );
  });
});
