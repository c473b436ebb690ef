/** What other features show of the content's UI: the site's processed photos. */
export { SitePhoto, type SitePhotoProps } from './SitePhoto';
/** The notices' rich-text body, for other features' forms (소식 보내기). */
export { RichTextField } from './RichTextField';
