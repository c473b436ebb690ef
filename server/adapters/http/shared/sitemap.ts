import { escapeHtml } from './page-head';
import type { SitePages } from './site-pages';

/** A page of published notices, newest first (pinned ones among them). */
export type SitemapNotices = (
  page: number,
) => Promise<{ items: readonly { noticeId: string; postedAt: string }[]; total: number }>;

/** The most notices a sitemap lists (a sitemap file holds up to 50,000 addresses). */
const SITEMAP_NOTICES = 5_000;
const PAGE_SIZE = 50;

/** The public routes and every published notice (up to 5,000), for search engines. */
export async function sitemapXml(
  pages: SitePages,
  options: { readonly publicOrigin: string; readonly listNotices: SitemapNotices },
): Promise<string> {
  const entries = pages
    .publicPaths()
    .map((route) => ({ loc: `${options.publicOrigin}${route}`, lastmod: null as string | null }));
  const noticePath = pages.noticeListPath;
  if (noticePath) {
    for (let page = 1; page * PAGE_SIZE <= SITEMAP_NOTICES; page += 1) {
      const found = await options.listNotices(page);
      for (const notice of found.items) {
        const loc = `${options.publicOrigin}${noticePath}?id=${encodeURIComponent(notice.noticeId)}`;
        entries.push({ loc, lastmod: notice.postedAt.slice(0, 10) });
      }
      if (page * PAGE_SIZE >= found.total) break;
    }
  }
  const urls = entries.map(
    ({ loc, lastmod }) =>
      `  <url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Everything public may be read; the console, the member's pages and the API may not. */
export function robotsTxt(publicOrigin: string): string {
  return [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /me',
    'Disallow: /messages/',
    'Disallow: /auth/',
    'Disallow: /api/',
    '',
    `Sitemap: ${publicOrigin}/sitemap.xml`,
    '',
  ].join('\n');
}
