/** What other features show of the content's UI: the site's processed photos. */
export { SitePhoto, type SitePhotoProps } from './SitePhoto';
