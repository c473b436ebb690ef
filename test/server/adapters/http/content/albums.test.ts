import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AlbumDraftBody } from '../../../../../src/contract/content';
import {
  ALBUM_PHOTOS_REQUIRED,
  type Album,
  type AlbumSummary,
  type EditableAlbum,
  PHOTO_ALT_REQUIRED,
} from '../../../../../src/domain/content/albums';
import type { SiteImage } from '../../../../../src/domain/content/site-images';
import type { Page } from '../../../../../src/domain/shared/paging/page';
import { expectRefusal, expectSuccess } from '../../../support/auth-helpers';
import { approve, as, registerMember, signIn, type SignedInMember } from '../../../support/members';
import { EXIF_MARKER, cameraJpeg, transparentPng } from '../../../support/photos';
import { sqliteOnly } from '../../../support/test-server';
import { useTestServer } from '../../../support/use-test-server';
import { upload } from '../../../support/uploads';
import { signedInOffice } from '../../../support/office';

/** Issue 13 items 2, 4 and 8: photos processed on the server, and the galleries' albums. */
describe.each(sqliteOnly())('photos and albums (%s)', (dialect) => {
  const server = useTestServer(dialect);
  let admin: SignedInMember;

  beforeEach(async () => {
    admin = await signedInOffice(server);
  });

  async function photo(bytes?: Buffer, fileName = '교정 사진.jpg'): Promise<SiteImage> {
    const result = await upload(server, {
      call: '/api/admin/images',
      member: admin,
      fileName,
      bytes: bytes ?? (await cameraJpeg()),
      mimeType: 'image/jpeg',
    });
    return expectSuccess(result) as unknown as SiteImage;
  }

  function draft(images: SiteImage[], overrides: Partial<AlbumDraftBody> = {}): AlbumDraftBody {
    return {
      kind: 'school',
      title: '봄의 교정',
      description: '4월의 본관과 운동장입니다.',
      takenOn: '2026-04-10',
      published: true,
      photos: images.map((image, index) => ({
        imageId: image.imageId,
        alt: `본관 앞 벚꽃 ${index + 1}`,
        caption: '',
      })),
      ...overrides,
    };
  }

  async function create(body: AlbumDraftBody): Promise<string> {
    return expectSuccess(
      await server.call<{ albumId: string }>('createAlbum', { ...as(admin), body }),
    ).albumId;
  }

  it('turns a camera photo upright, strips its EXIF and GPS, and serves each width in WebP and JPEG for a year', async () => {
    const original = await cameraJpeg(1800, 1200);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const image = await photo(original);
    // Orientation 6: stored 1800×1200, upright 1200×1800.
    expect({ width: image.width, height: image.height }).toEqual({ width: 1200, height: 1800 });
    expect(image.variants.map((variant) => variant.width)).toEqual([320, 640, 1024, 1200]);

    for (const variant of image.variants) {
      for (const [id, format] of [
        [variant.webp, 'webp'],
        [variant.jpeg, 'jpeg'],
      ] as const) {
        const response = await server.fetch(`/api/atchFile/media/${id}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe(`image/${format}`);
        expect(response.headers.get('cache-control')).toContain('immutable');
        const bytes = Buffer.from(await response.arrayBuffer());
        const metadata = await sharp(bytes).metadata();
        expect(metadata).toMatchObject({ format, width: variant.width, height: variant.height });
        expect(metadata.exif).toBeUndefined();
        expect(metadata.orientation).toBeUndefined();
        expect(bytes.includes(EXIF_MARKER)).toBe(false);
        expect(bytes.includes('TestCam')).toBe(false);
      }
    }
  });

  it('keeps a small photo at its own width and flattens transparency in the JPEG', async () => {
    const image = await photo(await transparentPng(400, 300), '로고.png');
    expect(image.variants.map((variant) => [variant.width, variant.height])).toEqual([
      [320, 240],
      [400, 300],
    ]);
  });

  it('refuses photos from members and visitors, files that are not photos and broken photos, keeping nothing', async () => {
    const registered = await registerMember(server);
    await approve(server, registered.userId);
    const member = await signIn(server, registered);
    const bytes = await cameraJpeg(200, 100);
    const asMember = await upload(server, { call: '/api/admin/images', member, bytes });
    expectRefusal(asMember, 'forbidden');
    expectRefusal(await upload(server, { call: '/api/admin/images', bytes }), 'unauthenticated');

    const pdf = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
    const notPhoto = await upload(server, {
      call: '/api/admin/images',
      member: admin,
      fileName: '회칙.pdf',
      bytes: pdf,
      mimeType: 'application/pdf',
    });
    expectRefusal(notPhoto, 'unsupportedFile');
    const broken = Buffer.concat([bytes.subarray(0, 40), Buffer.alloc(200, 7)]);
    const unreadable = await upload(server, {
      call: '/api/admin/images',
      member: admin,
      fileName: '깨진.jpg',
      bytes: broken,
      mimeType: 'image/jpeg',
    });
    expect(unreadable.status).toBeLessThan(500);
    expectRefusal(unreadable, 'unsupportedFile');
    expect(await server.runtime.ports.store.siteImages.findMany(['x'])).toEqual([]);
  });

  it('publishes an album only with photos that all have alternative text; drafts stay in the console', async () => {
    const first = await photo();
    const second = await photo(await transparentPng(), '로고.png');
    const withoutAlt = draft([first, second]);
    const refused = await server.call('createAlbum', {
      ...as(admin),
      body: {
        ...withoutAlt,
        photos: withoutAlt.photos.map((item, index) =>
          index === 1 ? { ...item, alt: ' ' } : item,
        ),
      },
    });
    expectRefusal(refused, 'invalidInput');
    expect(refused.body.message).toBe(PHOTO_ALT_REQUIRED);
    const empty = await server.call('createAlbum', { ...as(admin), body: draft([]) });
    expect(empty.body.message).toBe(ALBUM_PHOTOS_REQUIRED);

    const draftId = await create({
      ...withoutAlt,
      title: '준비 중인 앨범',
      published: false,
      photos: withoutAlt.photos.map((item) => ({ ...item, alt: '' })),
    });
    const albumId = await create(withoutAlt);

    const list = await server.call<Page<AlbumSummary>>('listAlbums', { query: { kind: 'school' } });
    const listed = expectSuccess(list);
    expect(listed.total).toBe(1);
    expect(listed.items[0]).toMatchObject({
      albumId,
      title: '봄의 교정',
      takenOn: '2026-04-10',
      photoCount: 2,
      cover: { alt: '본관 앞 벚꽃 1', image: { imageId: first.imageId } },
    });
    expect(list.headers.get('etag')).toMatch(/^W\//u);
    const again = await server.fetch(`/api/public/albums?kind=school`, {
      headers: { 'if-none-match': list.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
    expect(
      expectSuccess(
        await server.call<Page<AlbumSummary>>('listAlbums', { query: { kind: 'history' } }),
      ).total,
    ).toBe(0);

    expectRefusal(await server.call('album', { params: { albumId: draftId } }), 'notFound');
    const office = expectSuccess(
      await server.call<Page<AlbumSummary & { published: boolean }>>('officeAlbums', {
        ...as(admin),
        query: { kind: 'school' },
      }),
    );
    expect(office.items.map((item) => [item.title, item.published])).toEqual([
      ['준비 중인 앨범', false],
      ['봄의 교정', true],
    ]);
  });

  it('keeps the photos’ order as the office sets it, and deletes an album', async () => {
    const images = [await photo(), await photo(), await photo()];
    const body = draft(images);
    const albumId = await create(body);
    const [one, two, three] = body.photos;
    const reordered = {
      ...body,
      photos: [three, one, two].flatMap((item) => (item ? [item] : [])),
    };
    server.clock.advance(60_000);
    expectSuccess(
      await server.call('updateAlbum', { ...as(admin), params: { albumId }, body: reordered }),
    );
    const album = expectSuccess(await server.call<Album>('album', { params: { albumId } }));
    expect(album.photos.map((item) => item.image.imageId)).toEqual(
      reordered.photos.map((item) => item.imageId),
    );
    expect(album.description).toBe('4월의 본관과 운동장입니다.');
    const editable = expectSuccess(
      await server.call<EditableAlbum>('officeAlbum', { ...as(admin), params: { albumId } }),
    );
    expect(editable.published).toBe(true);

    expectSuccess(await server.call('deleteAlbum', { ...as(admin), params: { albumId } }));
    expectRefusal(await server.call('album', { params: { albumId } }), 'notFound');
    expectRefusal(
      await server.call('deleteAlbum', { ...as(admin), params: { albumId } }),
      'notFound',
    );
    const audit = await server.runtime.ports.store.auditLog.search(
      { targetId: albumId },
      { page: 1, size: 10 },
    );
    expect(audit.items.map((entry) => [entry.action, entry.outcome]).reverse()).toEqual([
      ['album.create', 'success'],
      ['album.update', 'success'],
      ['album.delete', 'success'],
      ['album.delete', 'notFound'],
    ]);
  });

  it('refuses photos the server did not make, a day that does not exist and a photo twice, changing nothing', async () => {
    const image = await photo();
    const body = draft([image]);
    const albumId = await create(body);
    const bad: AlbumDraftBody[] = [
      { ...body, photos: [{ imageId: 'not-an-upload', alt: '사진', caption: '' }] },
      { ...body, takenOn: '2026-02-30' },
      { ...body, photos: [...body.photos, ...body.photos] },
      { ...body, title: '   ' },
    ];
    for (const changed of bad) {
      expectRefusal(
        await server.call('updateAlbum', { ...as(admin), params: { albumId }, body: changed }),
        'invalidInput',
      );
    }
    expectRefusal(
      await server.call('createAlbum', { ...as(admin), body: { ...body, kind: 'secret' } }),
      'invalidInput',
    );
    const album = expectSuccess(await server.call<Album>('album', { params: { albumId } }));
    expect(album).toMatchObject({ title: '봄의 교정', takenOn: '2026-04-10', photoCount: 1 });
  });
});
