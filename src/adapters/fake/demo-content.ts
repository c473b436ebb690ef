import type { Clock } from '../../application/shared/ports/clock';
import type { ContentApi } from '../../application/content/content-api';
import type {
  DonationStatistics,
  GalleryItem,
  GalleryKind,
  HallOfFameEntry,
} from '../../domain/content/content';
import type { FakeNotice } from './fake-backend';
import { FakeContentApi } from './fake-content-api';

/**
 * Public demo content written by hand (no faker, so that it stays a few kilobytes): notices,
 * photos, donation statistics and a hall of fame, dated relative to the clock. The home page
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

const GALLERY: readonly { kind: GalleryKind; title: string; colour: string }[] = [
  { kind: 'contribution', title: '장학금 수여식', colour: '#1f4e79' },
  { kind: 'contribution', title: '장학생 간담회', colour: '#2e6f95' },
  { kind: 'contribution', title: '발전기금 전달식', colour: '#3b7a57' },
  { kind: 'contribution', title: '후배 멘토링의 날', colour: '#5b5f97' },
  { kind: 'history', title: '개교 당시 본관', colour: '#6b5b45' },
  { kind: 'history', title: '제1회 졸업식', colour: '#7a6a53' },
  { kind: 'school', title: '봄의 교정', colour: '#4f7942' },
  { kind: 'school', title: '새 도서관', colour: '#355c7d' },
];

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
  /** A loadable address (data: URL) of a demo photo. */
  readonly mediaUrl: (atchFileId: string) => string;
}

/** The demo content as data, for seeding a fake backend. */
export interface DemoContentData {
  readonly notices: FakeNotice[];
  readonly gallery: GalleryItem[];
  readonly statistics: DonationStatistics[];
  readonly hallOfFame: HallOfFameEntry[];
  /** Each photo's SVG, by its atchFileId. */
  readonly images: ReadonlyMap<string, string>;
}

export function demoContentData(now: Date): DemoContentData {
  const images = new Map<string, string>();
  const gallery = GALLERY.map((photo, index) => {
    const atchFileId = `demo-photo-${index + 1}`;
    images.set(atchFileId, photoSvg(photo.title, photo.colour));
    return {
      galleryId: `gallery-${index + 1}`,
      kind: photo.kind,
      title: photo.title,
      takenOn: isoDate(daysBefore(now, 20 + index * 37)),
      atchFileMstId: `demo-gallery-${index + 1}`,
      atchFileId,
      alt: `${photo.title} 사진`,
    } satisfies GalleryItem;
  });
  const year = now.getFullYear();
  return {
    notices: demoNotices(now),
    gallery,
    statistics: [year - 2, year - 1, year].map((each) =>
      demoStatistics(each, each === year ? now.getMonth() + 1 : 12),
    ),
    hallOfFame: [...HALL_OF_FAME],
    images,
  };
}

export function createDemoContent(clock: Clock): DemoContent {
  const data = demoContentData(clock.now());
  return {
    content: new FakeContentApi(data),
    mediaUrl: (atchFileId) => {
      const svg = data.images.get(atchFileId);
      return svg ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` : '';
    },
  };
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

/** A calm coloured card with the photo's Korean caption, as SVG. */
function photoSvg(caption: string, colour: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400">` +
    `<rect width="640" height="400" fill="${colour}"/>` +
    `<circle cx="520" cy="90" r="46" fill="#ffffff" fill-opacity="0.18"/>` +
    `<path d="M0 320 L180 210 L300 290 L430 190 L640 330 L640 400 L0 400 Z" fill="#ffffff" fill-opacity="0.14"/>` +
    `<text x="40" y="360" font-family="sans-serif" font-size="34" fill="#ffffff">${caption}</text>` +
    `</svg>`
  );
}

function daysBefore(date: Date, days: number): Date {
  return new Date(date.getTime() - days * 24 * 60 * 60 * 1000);
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
