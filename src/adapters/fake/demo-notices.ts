import type { FakeNotice } from './fake-backend';

/**
 * The fake backend's demo notices (`npm run demo`), written by hand and dated back from the
 * clock; the server seeds its own (server/seed/demo-notices.ts).
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

/** The demo notices, the newest pinned. */
export function demoNotices(now: Date): FakeNotice[] {
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

function daysBefore(date: Date, days: number): Date {
  return new Date(date.getTime() - days * 24 * 60 * 60 * 1000);
}
