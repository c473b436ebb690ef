import type { SitePage, SitePageKey } from '../../domain/content/site-pages';

/** The pages of text of `npm run demo`, short and plain (the server seeds its own). */
const BODIES: Readonly<Record<SitePageKey, string>> = {
  greeting: '<h2>동문 여러분, 반갑습니다</h2><p>총동문회 누리집을 찾아 주셔서 감사합니다.</p>',
  symbol:
    '<h2>교화: 목련</h2><p>이른 봄 가장 먼저 피는 목련처럼 앞장서는 사람이 되라는 뜻입니다.</p>',
  founder: '<p>설립자는 1926년 배움으로 나라를 세운다는 뜻을 품고 학교를 세웠습니다.</p>',
  anniversary100: '<p>개교 100주년을 맞아 기념관 건립과 100년사 발간을 준비하고 있습니다.</p>',
  contributionInformation: '<p>보내 주신 장학기금은 모두 재학생 장학금으로 쓰입니다.</p>',
  directions: '<p>지하철 2호선 시청역 4번 출구에서 걸어서 5분입니다.</p>',
};

/** Every page, dated as written a week before `now`. */
export function demoSitePages(now: Date): SitePage[] {
  const updatedAt = new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000).toISOString();
  return Object.entries(BODIES).map(([key, bodyHtml]) => ({
    key: key as SitePageKey,
    bodyHtml,
    updatedAt,
  }));
}
