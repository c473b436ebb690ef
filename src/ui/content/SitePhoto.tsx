import type { SiteImage } from '../../domain/content/site-images';
import { srcsetOf, variantFor } from '../../domain/content/site-images';

export interface SitePhotoProps {
  readonly image: SiteImage;
  readonly alt: string;
  /** How wide the layout shows it (the `sizes` attribute). */
  readonly sizes: string;
  /** The width the fallback `src` is chosen for, in CSS pixels. */
  readonly fallbackWidth: number;
  /** Below the fold: the browser fetches it when it comes near (the first screen's: eager). */
  readonly lazy?: boolean;
  readonly urlOf: (atchFileId: string) => string;
  readonly className?: string;
}

/**
 * One of the site's photos: WebP where the browser takes it, JPEG otherwise, each in every width
 * the server made (`srcset`), with its size given so that the page does not shift as it loads.
 */
export function SitePhoto({
  image,
  alt,
  sizes,
  fallbackWidth,
  lazy = true,
  urlOf,
  className,
}: SitePhotoProps) {
  const fallback = variantFor(image, fallbackWidth);
  return (
    <picture>
      <source type="image/webp" srcSet={srcsetOf(image, 'webp', urlOf)} sizes={sizes} />
      <img
        className={className}
        src={fallback ? urlOf(fallback.jpeg) : undefined}
        srcSet={srcsetOf(image, 'jpeg', urlOf)}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={lazy ? 'lazy' : 'eager'}
        decoding="async"
      />
    </picture>
  );
}
