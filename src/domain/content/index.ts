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
