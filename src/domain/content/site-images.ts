/**
 * The association's photos (albums, pages, notices' bodies) as the server keeps them: each
 * upload is turned, once, into a few widths in WebP and JPEG, without its metadata (no camera,
 * no GPS position), and served from the site's media path under ids that never change.
 */

/** The widths made of every photo (never wider than the photo itself). */
export const SITE_IMAGE_WIDTHS = [320, 640, 1024, 1600] as const;
/** The most an uploaded photo may weigh, before it is processed (phones' photos are 3–12 MB). */
export const SITE_IMAGE_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
/** The most pixels a photo may have (a 40-megapixel camera), so that one upload cannot exhaust memory. */
export const SITE_IMAGE_MAX_PIXELS = 40_000_000;
/** The image kinds the office may upload as photos. */
export const SITE_IMAGE_UPLOAD_TYPES = 'image/jpeg,image/png,image/webp,image/gif';

/** What a file that is not a photo (or not one of those kinds) is told, and a photo that cannot be read. */
export const NOT_A_PHOTO = '사진은 JPG, PNG, WebP, GIF 이미지만 올릴 수 있습니다.';
export const UNREADABLE_PHOTO = '사진 파일을 읽을 수 없습니다. 다른 파일로 다시 올려 주세요.';

/** One width of a photo: its file in each format (ids for the media path). */
export interface SiteImageVariant {
  readonly width: number;
  readonly height: number;
  readonly webp: string;
  readonly jpeg: string;
}

export interface SiteImage {
  readonly imageId: string;
  /** The photo's size upright (after its EXIF orientation is applied), in pixels. */
  readonly width: number;
  readonly height: number;
  /** Narrowest first. */
  readonly variants: SiteImageVariant[];
}

/**
 * The widths to make of a photo `width` pixels wide: each standard width it reaches, and its own
 * width when it is narrower than the next one, so that the largest variant is never blown up.
 */
export function siteImageWidthsFor(width: number): number[] {
  const whole = Math.max(1, Math.floor(width));
  const widths: number[] = SITE_IMAGE_WIDTHS.filter((standard) => standard <= whole);
  const widest = widths.at(-1) ?? 0;
  if (whole > widest && widths.length < SITE_IMAGE_WIDTHS.length) widths.push(whole);
  return widths;
}

/** A height kept in proportion at another width (at least one pixel). */
export function scaledHeight(image: { width: number; height: number }, width: number): number {
  return Math.max(1, Math.round((image.height * width) / image.width));
}

/** The variant closest above a width a layout shows (the widest when none is as wide). */
export function variantFor(image: SiteImage, cssWidth: number): SiteImageVariant | null {
  return (
    image.variants.find((variant) => variant.width >= cssWidth) ?? image.variants.at(-1) ?? null
  );
}

/** A `srcset` of one format, with each file's address made by `urlOf`. */
export function srcsetOf(
  image: SiteImage,
  format: 'webp' | 'jpeg',
  urlOf: (atchFileId: string) => string,
): string {
  return image.variants.map((variant) => `${urlOf(variant[format])} ${variant.width}w`).join(', ');
}
