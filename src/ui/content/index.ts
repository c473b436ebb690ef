import { lazy } from 'react';
/** What other features show of the content's UI: the site's processed photos. */
export { SitePhoto, type SitePhotoProps } from './SitePhoto';
/**
 * The notices' rich-text body, for other features' forms (소식 보내기): loaded when first shown,
 * so that the pages using this entry for photos do not fetch the editor with them.
 */
export const RichTextField = lazy(async () => ({
  default: (await import('./RichTextField')).RichTextField,
}));
