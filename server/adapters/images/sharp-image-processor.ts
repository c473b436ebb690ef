import type { Sharp, SharpOptions } from 'sharp';
import {
  SITE_IMAGE_MAX_PIXELS,
  scaledHeight,
  siteImageWidthsFor,
} from '../../../src/domain/content/site-images';
import {
  type ImageProcessor,
  ImageUnreadableError,
  type ProcessedImage,
} from '../../application/content/ports';
import { BoundedWorkQueue } from './bounded-work-queue';

/** How good each format's files are (a photo on a web page: no visible loss, a fraction of the size). */
const WEBP_QUALITY = 80;
const JPEG_QUALITY = 82;

/**
 * Photos with sharp (libvips): turned upright by their EXIF orientation, stripped of every
 * metadata (sharp writes none unless asked: no camera, no GPS position, no comment), resized to
 * the domain's widths in WebP and JPEG (JPEG on white: it has no transparency).
 *
 * One photo at a time, each on one libvips thread (`sharp.concurrency(1)`), so that photo work
 * takes at most one of the process's worker threads and the requests keep the rest; a few more
 * may wait, and beyond them an upload is told to try again shortly.
 */
export class SharpImageProcessor implements ImageProcessor {
  private readonly queue: BoundedWorkQueue;

  constructor(options: { readonly concurrency: number; readonly queueLimit: number }) {
    this.queue = new BoundedWorkQueue('Photo processing', options);
  }

  process(input: Buffer): Promise<ProcessedImage> {
    return this.queue.run(async () => processed(await loadedSharp(), input));
  }

  get load() {
    return this.queue.load;
  }
}

type SharpFactory = (input: Buffer, options: SharpOptions) => Sharp;

let sharpModule: Promise<SharpFactory> | null = null;

/**
 * sharp and libvips (about 19 MiB resident) loaded with the first photo, not at every start:
 * most starts of the server process no photo (issue 30).
 */
function loadedSharp(): Promise<SharpFactory> {
  sharpModule ??= import('sharp').then(({ default: sharp }) => {
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return sharpModule;
}

async function processed(sharp: SharpFactory, input: Buffer): Promise<ProcessedImage> {
  const source = () =>
    sharp(input, { limitInputPixels: SITE_IMAGE_MAX_PIXELS, failOn: 'error', autoOrient: true });
  let upright: { width: number; height: number };
  try {
    const metadata = await source().metadata();
    upright = { width: metadata.autoOrient.width, height: metadata.autoOrient.height };
  } catch (error) {
    throw new ImageUnreadableError(error);
  }
  const variants: ProcessedImage['variants'][number][] = [];
  for (const width of siteImageWidthsFor(upright.width)) {
    const height = scaledHeight(upright, width);
    const resized = () => source().resize({ width, height, fit: 'fill' });
    try {
      const webp = await resized().webp({ quality: WEBP_QUALITY }).toBuffer();
      const jpeg = await resized()
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
        .toBuffer();
      variants.push({ width, height, webp, jpeg });
    } catch (error) {
      throw new ImageUnreadableError(error);
    }
  }
  return { ...upright, variants };
}
