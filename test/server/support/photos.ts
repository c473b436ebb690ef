import { Readable } from 'node:stream';
import sharp from 'sharp';
import type { AlbumKind } from '../../../src/domain/content/albums';
import type { SiteImage } from '../../../src/domain/content/site-images';
import type { TestServer } from './test-server';

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

/**
 * A published album of `photos` camera photos, made through the server's own use cases as an
 * administrator (`office_photos`, created if missing); answers its id and its images.
 */
export async function publishAlbum(
  server: TestServer,
  album: { kind?: AlbumKind; title?: string; description?: string; photos?: number } = {},
): Promise<{ albumId: string; images: SiteImage[] }> {
  const { services, ports: context } = server.runtime;
  if (!(await context.store.accounts.exists('office_photos'))) {
    await services.administration.createAdministrator({
      userId: 'office_photos',
      password: 'Office!2026photos',
      name: '사무국',
      email: 'photos@example.com',
    });
  }
  const office = { id: 'office_photos', ip: null };
  const images: SiteImage[] = [];
  for (let index = 0; index < (album.photos ?? 2); index += 1) {
    images.push(
      await services.siteImages.uploadSiteImage(office, {
        fileName: `사진-${index + 1}.jpg`,
        stream: Readable.from([await cameraJpeg(1600, 1200)]),
      }),
    );
  }
  const { albumId } = await services.albums.createAlbum(office, {
    kind: album.kind ?? 'contribution',
    title: album.title ?? '장학금 수여식',
    description: album.description ?? '장학증서를 전한 날입니다.',
    takenOn: null,
    published: true,
    photos: images.map((image, index) => ({
      imageId: image.imageId,
      alt: `장학증서를 받는 학생 ${index + 1}`,
      caption: '',
    })),
  });
  return { albumId, images };
}
