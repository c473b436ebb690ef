import sharp from 'sharp';

/** A marker written into a photo's EXIF description: it must not leave the server. */
export const EXIF_MARKER = 'SECRET-PLACE-37.5664N';

/**
 * A camera's JPEG: `width`×`height` stored, EXIF orientation 6 (shown turned a quarter, so upright
 * it is `height`×`width`), a GPS position and a description.
 */
export function cameraJpeg(width = 1800, height = 1200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3366aa' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { ImageDescription: EXIF_MARKER, Make: 'TestCam' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '37/1 33/1 59/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '126/1 58/1 40/1',
      },
    })
    .toBuffer();
}

/** A small PNG with transparency. */
export function transparentPng(width = 400, height = 300): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0.4 } },
  })
    .png()
    .toBuffer();
}
