import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AudienceMember,
  audienceFilterProblems,
  CAMPAIGN_REFUSALS,
  campaignStateOf,
  describeAudience,
  inAudience,
  reachability,
  scheduleRefusal,
} from '../../../src/domain/messages';

const member: AudienceMember = {
  userId: 'hong',
  name: '홍길동',
  email: 'hong@example.com',
  mobile: '010-1234-5678',
  graduationYear: 2004,
  classNumber: 76,
  sido: '서울',
};
const NO_LISTS = { donors: null, duesPayers: null };
const ALL = { 'notice-mail': true, 'notice-text': true, promotion: true };

describe("소식 보내기's audience (issue 32, item 2)", () => {
  it('picks every approved member with no filter, and by each filter otherwise', () => {
    expect(inAudience(member, {}, NO_LISTS)).toBe(true);
    expect(inAudience(member, { classFrom: 70, classTo: 80 }, NO_LISTS)).toBe(true);
    expect(inAudience(member, { classFrom: 77 }, NO_LISTS)).toBe(false);
    expect(inAudience(member, { classTo: 75 }, NO_LISTS)).toBe(false);
    expect(inAudience(member, { graduationFrom: 2004, graduationTo: 2004 }, NO_LISTS)).toBe(true);
    expect(inAudience({ ...member, classNumber: null }, { classFrom: 1 }, NO_LISTS)).toBe(false);
    expect(inAudience(member, { regions: ['경기', '서울'] }, NO_LISTS)).toBe(true);
    expect(inAudience(member, { regions: ['부산'] }, NO_LISTS)).toBe(false);
    expect(inAudience({ ...member, sido: null }, { regions: ['서울'] }, NO_LISTS)).toBe(false);
    expect(inAudience(member, {}, { donors: new Set(['kim']), duesPayers: null })).toBe(false);
    expect(inAudience(member, {}, { donors: null, duesPayers: new Set(['hong']) })).toBe(true);
  });

  it('is a range: a member is in it exactly when the class lies between its ends', () => {
    const bound = fc.option(fc.integer({ min: 1, max: 300 }), { nil: null });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 }), bound, bound, (classNumber, from, to) => {
        const picked = inAudience(
          { ...member, classNumber },
          { classFrom: from, classTo: to },
          NO_LISTS,
        );
        expect(picked).toBe(
          (from === null || classNumber >= from) && (to === null || classNumber <= to),
        );
      }),
    );
  });

  it('reaches a member who has the channel’s address and receives the topic', () => {
    expect(reachability(member, 'mail', ALL, 'promotion')).toBe('reached');
    expect(reachability({ ...member, email: null }, 'mail', ALL, 'notice-mail')).toBe('noAddress');
    expect(reachability({ ...member, mobile: '02-123-4567' }, 'text', ALL, 'notice-text')).toBe(
      'noAddress',
    );
    expect(reachability(member, 'text', { ...ALL, 'notice-text': false }, 'notice-text')).toBe(
      'declined',
    );
  });

  it('refuses reversed ranges and a fund without its year, each by its field', () => {
    expect(audienceFilterProblems({ classFrom: 80, classTo: 70 })).toEqual([
      { field: 'classTo', message: '기수의 끝이 시작보다 앞설 수 없습니다.' },
    ]);
    expect(audienceFilterProblems({ graduationFrom: 2010, graduationTo: 2000 })[0]?.field).toBe(
      'graduationTo',
    );
    expect(audienceFilterProblems({ donorsOfFund: 'fund' })[0]?.field).toBe('donorsOfYear');
    expect(audienceFilterProblems({ classFrom: 70, classTo: 80 })).toEqual([]);
  });

  it('says the audience in a line', () => {
    expect(describeAudience({}, null)).toBe('승인된 회원 전체');
    expect(
      describeAudience(
        {
          classFrom: 70,
          classTo: 70,
          graduationFrom: 2000,
          regions: ['서울', '경기'],
          donorsOfYear: 2026,
          donorsOfFund: 'f',
          duesPayersOfYear: 2026,
          consentedOnly: true,
        },
        '장학기금',
      ),
    ).toBe(
      '70기, 2000년 이후 졸업, 서울·경기, 2026년 장학기금 기부자, 2026년 회비 납부자, 홍보 수신 동의자',
    );
    expect(describeAudience({ classTo: 50, donorsOfYear: 2025 }, null)).toBe(
      '50기 이전, 2025년 기부자',
    );
  });

  it('takes a send set for a time between now and 90 days ahead', () => {
    const now = new Date('2026-11-29T00:00:00Z');
    expect(scheduleRefusal(new Date('2026-11-29T01:00:00Z'), now)).toBeNull();
    expect(scheduleRefusal(now, now)).toBe(CAMPAIGN_REFUSALS.scheduleInPast);
    expect(scheduleRefusal(new Date('invalid'), now)).toBe(CAMPAIGN_REFUSALS.scheduleInPast);
    expect(scheduleRefusal(new Date('2027-02-28T00:00:00Z'), now)).toBe(
      CAMPAIGN_REFUSALS.scheduleTooFar,
    );
  });

  it('is sent once nothing of it is pending', () => {
    expect(campaignStateOf('sending', { pending: 0, sent: 3, failed: 1 })).toBe('sent');
    expect(campaignStateOf('sending', { pending: 1, sent: 3, failed: 0 })).toBe('sending');
    expect(campaignStateOf('scheduled', { pending: 0, sent: 0, failed: 0 })).toBe('scheduled');
  });
});
