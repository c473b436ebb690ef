import type { RouteId } from '../shared/routing/route-table';

/**
 * The association's pages of text that the office writes (인사말, 상징, 설립자, 100주년 기념사업회,
 * 기부 안내, 오시는 길; the 조직도 is a chart of positions, organization.ts): one rich-text body each, kept by the server under its key,
 * sanitised by the same allow-list as notices (rich-text.ts).
 */
export const SITE_PAGE_KEYS = [
  'greeting',
  'symbol',
  'founder',
  'anniversary100',
  'contributionInformation',
  'directions',
] as const;

export type SitePageKey = (typeof SITE_PAGE_KEYS)[number];

/** Which route shows each page. */
export const SITE_PAGE_ROUTES: Readonly<Record<SitePageKey, RouteId>> = {
  greeting: 'greeting',
  symbol: 'symbol',
  founder: 'founder',
  anniversary100: 'anniversary100',
  contributionInformation: 'contributionInformation',
  directions: 'map',
};

/** The page a route shows, if it is one of these. */
export function sitePageKeyOf(routeId: RouteId): SitePageKey | null {
  return SITE_PAGE_KEYS.find((key) => SITE_PAGE_ROUTES[key] === routeId) ?? null;
}

/** The body as the editor sends it, before sanitising. */
export const SITE_PAGE_BODY_MAX_LENGTH = 200_000;

export interface SitePage {
  readonly key: SitePageKey;
  /** Sanitised HTML. */
  readonly bodyHtml: string;
  /** ISO 8601: when the office last changed it. */
  readonly updatedAt: string;
}
