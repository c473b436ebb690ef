import type { SitePage, SitePageKey } from '../../domain/content/site-pages';
import { token } from '../shared/tokens';

/** The association's pages of text (인사말, 상징…), as anyone reads them. */
export interface SitePageApi {
  sitePage(key: SitePageKey, signal?: AbortSignal): Promise<SitePage>;
}

/** The office's writing of those pages (administrators). */
export interface OfficeSitePageApi {
  /** The pages written so far, with when each was last changed. */
  officeSitePages(signal?: AbortSignal): Promise<readonly SitePage[]>;
  updateSitePage(key: SitePageKey, bodyHtml: string): Promise<void>;
}

export const SITE_PAGE_API = token<SitePageApi>('SitePageApi');
export const OFFICE_SITE_PAGE_API = token<OfficeSitePageApi>('OfficeSitePageApi');
