/** What other features use of the content's rules: the site's processed photos. */
export type { SiteImage, SiteImageVariant } from './site-images';
export {
  NOT_A_PHOTO,
  SITE_IMAGE_UPLOAD_MAX_BYTES,
  SITE_IMAGE_UPLOAD_TYPES,
  srcsetOf,
  UNREADABLE_PHOTO,
  variantFor,
} from './site-images';
/** A notice as lists show it, and a body's images made addresses (소식 보내기 links and previews). */
export type { NoticeSummary } from './notices';
export { withMediaAddresses } from './rich-text';
