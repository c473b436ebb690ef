import type { Clock } from '../../application/shared/ports/clock';
import type { ContentApi } from '../../application/content/content-api';
import type { DonationStatistics, HallOfFameEntry } from '../../domain/content/content';
import type { FakeNotice } from './fake-backend';
import { FakeContentApi } from './fake-content-api';

/**
 * Public demo content written by hand (no faker, so that it stays a few kilobytes): notices,
 * donation statistics and a hall of fame, dated relative to the clock. The home page
 * shows it with the real server until the server publishes content of its own.
 */

const NOTICE_TITLES: readonly string[] = [
  '{year}년 정기총회 개최 안내',
  '{year}학년도 장학금 수여식 안내',
  '총동문회 사무국 운영 시간 변경 안내',
  '제{n}회 동문 체육대회 참가 신청 안내',
  '개교기념일 모교 방문 행사 안내',
  '동문 회원 정보 현행화 협조 요청',
  '장학기금 정기 후원 계좌 안내',
  '기부금영수증 발급 방법 안내',
  '신임 회장단 취임 인사',
  '동문 기업 홍보란 등록 안내',
  '모교 도서관 발전기금 모금 결과 보고',
  '기수별 대표 연락처 정비 안내',
];

/** Each notice's first paragraph, after its title's own words. */
const NOTICE_BODY_END =
  '<p>자세한 내용은 총동문회 사무국(02-123-4567, 평일 09:00~18:00)으로 문의해 주시기 바랍니다.</p>' +
  '<p>감사합니다.</p>';

const HALL_OF_FAME: readonly HallOfFameEntry[] = [
  { name: '김영호', graduationYear: 1978, totalAmount: 120_000_000, tier: 'grand' },
  { name: '박정희', graduationYear: 1985, totalAmount: 55_000_000, tier: 'gold' },
  { name: '이수진', graduationYear: 1992, totalAmount: 30_000_000, tier: 'gold' },
  { name: '최민준', graduationYear: 2001, totalAmount: 12_000_000, tier: 'silver' },
  { name: '정하늘', graduationYear: 2008, totalAmount: 5_000_000, tier: 'bronze' },
];

/** Monthly totals in won: a steady base with the year-end campaign in December. */
const MONTHLY_PATTERN: readonly number[] = [
  3_200_000, 2_800_000, 4_500_000, 3_100_000, 5_600_000, 2_900_000, 3_300_000, 2_700_000, 4_100_000,
  3_800_000, 6_200_000, 14_500_000,
];

export interface DemoContent {
  readonly content: ContentApi;
}

/** The demo content as data, for seeding a fake backend. */
export interface DemoContentData {
  readonly notices: FakeNotice[];
  readonly statistics: DonationStatistics[];
  readonly hallOfFame: HallOfFameEntry[];
}

export function demoContentData(now: Date): DemoContentData {
  const year = now.getFullYear();
  return {
    notices: demoNotices(now),
    statistics: [year - 2, year - 1, year].map((each) =>
      demoStatistics(each, each === year ? now.getMonth() + 1 : 12),
    ),
    hallOfFame: [...HALL_OF_FAME],
  };
}

export function createDemoContent(clock: Clock): DemoContent {
  const data = demoContentData(clock.now());
  return { content: new FakeContentApi(data) };
}

function demoNotices(now: Date): FakeNotice[] {
  const year = now.getFullYear();
  return NOTICE_TITLES.map((template, index) => {
    const title = template.replace('{year}', String(year)).replace('{n}', String(30 + index));
    const postedAt = daysBefore(now, index * 11 + 1).toISOString();
    const opening = `동문 여러분께 「${title}」에 관하여 알려 드립니다.`;
    return {
      id: `notice-${index + 1}`,
      title,
      bodyHtml: `<p>${opening}</p>${NOTICE_BODY_END}`,
      bodyText: `${opening} 자세한 내용은 총동문회 사무국(02-123-4567, 평일 09:00~18:00)으로 문의해 주시기 바랍니다. 감사합니다.`,
      pinned: index === 0,
      publishedAt: postedAt,
      attachmentsMstId: null,
      attachmentCount: 0,
      authorId: 'office',
      views: 40 + ((index * 73) % 400),
      createdAt: postedAt,
      updatedAt: postedAt,
    };
  });
}

/** Statistics of a year, with months after `monthsSoFar` still empty. */
export function demoStatistics(year: number, monthsSoFar: number): DonationStatistics {
  const monthlyAmounts = MONTHLY_PATTERN.map((amount, index) =>
    index < monthsSoFar ? amount + ((year * 7 + index * 13) % 9) * 100_000 : 0,
  );
  const donationCount = monthlyAmounts.filter((amount) => amount > 0).length * 23;
  return {
    year,
    totalAmount: monthlyAmounts.reduce((sum, amount) => sum + amount, 0),
    donorCount: Math.round(donationCount * 0.7),
    donationCount,
    monthlyAmounts,
  };
}

function daysBefore(date: Date, days: number): Date {
  return new Date(date.getTime() - days * 24 * 60 * 60 * 1000);
}
