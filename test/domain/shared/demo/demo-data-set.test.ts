import { describe, expect, it } from 'vitest';
import { DEMO_PRESIDENTS, DEMO_TIMELINE } from '../../../../src/domain/content/demo-history';
import { DEMO_PAGE_TEXTS } from '../../../../src/domain/content/demo-pages';
import { demoNotices } from '../../../../src/domain/content/demo-notices';
import { demoDonations } from '../../../../src/domain/donations/demo-donations';
import { demoScholarshipNotice } from '../../../../src/domain/donations/demo-scholarships';
import { DEMO_ASSOCIATION } from '../../../../src/domain/shared/association/demo-association';
import {
  KOREAN_SURNAME_WEIGHTS,
  koreanSurname,
} from '../../../../src/domain/shared/demo/korean-names';
import { demoPeople } from '../../../../src/domain/shared/demo/demo-people';
import {
  DEMO_FIRST_GRADUATION_YEAR,
  DEMO_FOUNDER,
  DEMO_FOUNDING_YEAR,
  DEMO_PRESIDENT,
  demoClassNumberOf,
  demoGraduationYearOf,
} from '../../../../src/domain/shared/demo/demo-school';
import { seededRandom } from '../../../../src/domain/shared/demo/seeded-random';
import { formatKoreanAmount } from '../../../../src/domain/shared/format/korean-amount';
import { readAppConfig } from '../../../../src/composition/config';

/** Issue 29, item 14: the demo data set agrees with itself. */
const TODAY = { year: 2026, month: 11, day: 22 };

describe('the demo association’s people', () => {
  it('has one president: the last of 역대 회장, the footer’s and the receipts’ 대표자, the greeting’s signature', () => {
    const inOffice = DEMO_PRESIDENTS.filter((president) => president.toYear === null);
    expect(inOffice.map((president) => president.name)).toEqual(['박정우']);
    expect(DEMO_PRESIDENTS.at(-1)?.name).toBe(DEMO_PRESIDENT.name);
    expect(DEMO_ASSOCIATION.representative).toBe('박정우');
    expect(readAppConfig({}).association.representative).toBe('박정우');
    expect(DEMO_PAGE_TEXTS.greeting).toContain('총동문회장 박정우');
  });

  it('names the founder on the founder’s page', () => {
    expect(DEMO_PAGE_TEXTS.founder).toContain(`설립자 ${DEMO_FOUNDER.name} 선생`);
    expect(DEMO_PAGE_TEXTS.founder).toMatch(/[가-힣]{3} 선생은/u);
  });
});

describe('the demo’s years', () => {
  it('numbers the classes from the first graduation, five years after the founding', () => {
    expect(DEMO_FIRST_GRADUATION_YEAR).toBe(DEMO_FOUNDING_YEAR + 5);
    expect(demoClassNumberOf(DEMO_FIRST_GRADUATION_YEAR)).toBe(1);
    expect(demoGraduationYearOf(55)).toBe(1985);
    expect(demoClassNumberOf(demoGraduationYearOf(78))).toBe(78);
  });

  it('dates every 제N회 졸업식 of 연혁 by the rule', () => {
    const graduations = DEMO_TIMELINE.flatMap((entry) => {
      const match = /제(\d+)회 졸업식/u.exec(entry.event);
      return match ? [{ classNumber: Number(match[1]), year: entry.year }] : [];
    });
    expect(graduations.map((each) => each.classNumber)).toEqual([1, 55]);
    for (const { classNumber, year } of graduations) {
      expect(year, `제${classNumber}회`).toBe(demoGraduationYearOf(classNumber));
    }
    expect(DEMO_TIMELINE[0]?.year).toBe(DEMO_FOUNDING_YEAR);
  });

  it('gives every member a class number of the rule, none before the first graduation', () => {
    for (const person of demoPeople(TODAY.year)) {
      expect(person.graduationYear, person.userId).toBeGreaterThanOrEqual(
        DEMO_FIRST_GRADUATION_YEAR,
      );
      expect(person.graduationYear, person.userId).toBeLessThan(TODAY.year);
      expect(person.classNumber, person.userId).toBe(demoClassNumberOf(person.graduationYear));
    }
  });

  it('has every past president graduated decades before the term, the terms one after another', () => {
    for (const [index, president] of DEMO_PRESIDENTS.entries()) {
      const graduated = demoGraduationYearOf(president.classNumber ?? 0);
      expect(president.fromYear - graduated, president.name).toBeGreaterThanOrEqual(30);
      const next = DEMO_PRESIDENTS[index + 1];
      if (next) expect(next.fromYear, president.name).toBe(president.toYear);
    }
  });
});

describe('the scholarship notice and 기부금 공개', () => {
  it('reports the ceremony’s students and amount summed from the year’s scholarship records', () => {
    for (const today of [TODAY, { year: 2026, month: 5, day: 10 }]) {
      const { scholarships } = demoDonations(today, []);
      const notice = demoScholarshipNotice(today, scholarships);
      const year = today.month >= 10 ? today.year : today.year - 1;
      const ofYear = scholarships.filter((each) => each.year === year);
      expect(ofYear.length).toBeGreaterThan(0);
      const students = ofYear.reduce((sum, each) => sum + each.students, 0);
      const amount = ofYear.reduce((sum, each) => sum + each.amount, 0);
      expect(notice.title).toBe(`${year}학년도 2학기 장학금 수여식 결과 보고`);
      expect(notice.paragraphs[0]).toContain(
        `재학생 ${students}명에게 장학금 ${formatKoreanAmount(amount)}`,
      );
      expect(
        notice.publishedOn <= `${today.year}-${String(today.month).padStart(2, '0')}-${today.day}`,
      ).toBe(true);
      // No scholarship is recorded for a ceremony yet to come.
      expect(Math.max(...scholarships.map((each) => each.year))).toBe(year);
    }
  });

  it('lists the ceremony’s report among the notices, newest first, the 정기총회 pinned', () => {
    const now = new Date('2026-11-22T10:00:00+09:00');
    const { scholarships } = demoDonations(TODAY, []);
    const notices = demoNotices(now, [demoScholarshipNotice(TODAY, scholarships)]);
    expect(notices.map((notice) => notice.title)).toContain(
      '2026학년도 2학기 장학금 수여식 결과 보고',
    );
    expect(notices.filter((notice) => notice.pinned).map((notice) => notice.title)).toEqual([
      '2026년 총동문회 정기총회 개최 안내',
    ]);
    const dates = notices.map((notice) => notice.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe('the demo’s Korean names', () => {
  it('draws surnames as common as they are in Korea: 김, 이, 박 first, the rare ones rarely', () => {
    const random = seededRandom(7);
    const counts = new Map<string, number>();
    const draws = 20_000;
    for (let index = 0; index < draws; index += 1) {
      const surname = koreanSurname(random);
      counts.set(surname, (counts.get(surname) ?? 0) + 1);
    }
    const share = (surname: string) => (counts.get(surname) ?? 0) / draws;
    const ranked = [...counts].sort((a, b) => b[1] - a[1]).map(([surname]) => surname);
    expect(ranked.slice(0, 3)).toEqual(['김', '이', '박']);
    expect(share('김')).toBeGreaterThan(0.19);
    expect(share('김')).toBeLessThan(0.24);
    const topTen = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임'];
    expect(topTen.reduce((sum, surname) => sum + share(surname), 0)).toBeGreaterThan(0.58);
    expect(
      ['팽', '맹', '봉', '제', '편'].reduce((sum, surname) => sum + share(surname), 0),
    ).toBeLessThan(0.005);
    expect(KOREAN_SURNAME_WEIGHTS.map(([surname]) => surname).slice(0, 10)).toEqual(topTen);
  });

  it('gives the directory and the donors outside it names whose commonest surnames lead', () => {
    const people = demoPeople(TODAY.year);
    const { donors } = demoDonations(TODAY, people);
    const names = donors.filter((donor) => donor.kind === 'person').map((donor) => donor.name);
    expect(names.length).toBeGreaterThan(60);
    const surnames = names.map((name) => name.slice(0, 1));
    const count = (surname: string) => surnames.filter((each) => each === surname).length;
    const counts = [...new Set(surnames)].map((surname) => count(surname));
    expect(count('김')).toBe(Math.max(...counts));
    expect((count('김') + count('이') + count('박')) / names.length).toBeGreaterThan(0.35);
  });
});
