import type { UseCaseContext } from '../shared/context';
import { NoticeEditing } from './notice-editing';
import { PublicNotices } from './public-notices';
import { SitePages } from './site-pages';
import { Albums } from './albums';
import { SiteImages } from './site-images';
import { History } from './history';

export type { NoticeVisitor } from './public-notices';
export { SiteImages } from './site-images';

/**
 * The association's public content and the office's editing of it: notices (the public list,
 * a notice and its views; drafts, publishing and attachments in the console), the pages of
 * text, the office's photos and the galleries' albums.
 */
export function createContentServices(context: UseCaseContext) {
  return {
    publicNotices: new PublicNotices(context),
    noticeEditing: new NoticeEditing(context),
    sitePages: new SitePages(context),
    siteImages: new SiteImages(context),
    albums: new Albums(context),
    history: new History(context),
  };
}

export type ContentServices = ReturnType<typeof createContentServices>;
