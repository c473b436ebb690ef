import { DEMO_PAGE_TEXTS } from '../../domain/content/demo-pages';
import type { SitePage, SitePageKey } from '../../domain/content/site-pages';

/**
 * The pages of text of `npm run demo`: the demo data set's (src/domain/content/demo-pages.ts),
 * and the symbol page, which the server draws with pictures.
 */
const BODIES: Readonly<Record<SitePageKey, string>> = {
  ...DEMO_PAGE_TEXTS,
  symbol:
    '<h2>교화: 목련</h2><p>이른 봄 가장 먼저 피는 목련처럼 앞장서는 사람이 되라는 뜻입니다.</p>',
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
