import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SITE_IMAGE_WIDTHS,
  type SiteImage,
  scaledHeight,
  siteImageWidthsFor,
  srcsetOf,
  variantFor,
} from '../../../src/domain/content/site-images';

describe('the widths made of a photo (issue 13 item 4)', () => {
  it('makes each standard width a photo reaches, and its own width below the widest', () => {
    expect(siteImageWidthsFor(4032)).toEqual([320, 640, 1024, 1600]);
    expect(siteImageWidthsFor(1200)).toEqual([320, 640, 1024, 1200]);
    expect(siteImageWidthsFor(640)).toEqual([320, 640]);
    expect(siteImageWidthsFor(200)).toEqual([200]);
  });

  it('never blows a photo up, never makes more than the standard widths, and always makes one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20_000 }), (width) => {
        const widths = siteImageWidthsFor(width);
        expect(widths.length).toBeGreaterThan(0);
        expect(widths.length).toBeLessThanOrEqual(SITE_IMAGE_WIDTHS.length);
        expect(Math.max(...widths)).toBeLessThanOrEqual(width);
        expect([...widths].sort((a, b) => a - b)).toEqual(widths);
        expect(new Set(widths).size).toBe(widths.length);
      }),
    );
  });

  it('keeps the proportions', () => {
    expect(scaledHeight({ width: 1200, height: 1800 }, 320)).toBe(480);
    expect(scaledHeight({ width: 4000, height: 1 }, 320)).toBe(1);
  });
});

describe('srcset and the variant for a width', () => {
  const image: SiteImage = {
    imageId: 'img',
    width: 1200,
    height: 800,
    variants: [
      { width: 320, height: 213, webp: 'a', jpeg: 'b' },
      { width: 640, height: 427, webp: 'c', jpeg: 'd' },
      { width: 1200, height: 800, webp: 'e', jpeg: 'f' },
    ],
  };

  it('lists every width of one format', () => {
    expect(srcsetOf(image, 'webp', (id) => `/m/${id}`)).toBe('/m/a 320w, /m/c 640w, /m/e 1200w');
    expect(srcsetOf(image, 'jpeg', (id) => `/m/${id}`)).toBe('/m/b 320w, /m/d 640w, /m/f 1200w');
  });

  it('picks the narrowest variant at least as wide, else the widest', () => {
    expect(variantFor(image, 300)?.jpeg).toBe('b');
    expect(variantFor(image, 500)?.jpeg).toBe('d');
    expect(variantFor(image, 5000)?.jpeg).toBe('f');
    expect(variantFor({ ...image, variants: [] }, 10)).toBeNull();
  });
});
