import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type AlbumDraft,
  PHOTO_ALT_REQUIRED,
  UNKNOWN_PHOTO,
} from '../../../src/domain/content/albums';
import { NOT_A_PHOTO } from '../../../src/domain/content/site-images';
import { PNG } from '../../support/files';
import {
  approvedMember,
  leave,
  type MakePortWorld,
  type PortWorld,
  refusal,
  signIn,
} from './port-world';

const photoFile = (name = '교정.png') => ({
  name,
  data: new Blob([PNG], { type: 'image/png' }),
});

/** The AlbumApi and OfficeAlbumApi ports: the galleries and the office's photos. */
export function describeAlbumApiSuite(name: string, makeWorld: MakePortWorld): void {
  describe(`AlbumApi and OfficeAlbumApi (${name})`, () => {
    let world: PortWorld;

    beforeEach(async () => {
      world = await makeWorld();
    });

    afterEach(async () => {
      await world.close();
    });

    async function albumWithPhotos(count: number, overrides: Partial<AlbumDraft> = {}) {
      const progress: number[] = [];
      const images = [];
      for (let index = 0; index < count; index += 1) {
        images.push(
          await world.officeAlbums.uploadSiteImage(photoFile(), {
            onProgress: (fraction) => progress.push(fraction),
          }),
        );
      }
      const draft: AlbumDraft = {
        kind: 'contribution',
        title: '장학금 수여식',
        description: '',
        takenOn: '2026-03-02',
        published: true,
        photos: images.map((image, index) => ({
          imageId: image.imageId,
          alt: `장학증서를 받는 학생 ${index + 1}`,
          caption: '',
        })),
        ...overrides,
      };
      return { images, draft, progress };
    }

    it('shows a published album to everyone, its photos in the office’s order with their files', async () => {
      await world.signInAsAdministrator();
      const { images, draft, progress } = await albumWithPhotos(2);
      expect(progress.at(-1)).toBe(1);
      expect(images[0]?.variants.length).toBeGreaterThan(0);
      const albumId = await world.officeAlbums.createAlbum({
        ...draft,
        photos: [...draft.photos].reverse(),
      });
      await world.officeAlbums.createAlbum({ ...draft, title: '초안', published: false });
      leave(world);

      const page = await world.albums.listAlbums({ kind: 'contribution', page: 1, size: 12 });
      expect(page.total).toBe(1);
      expect(page.items[0]).toMatchObject({ albumId, title: '장학금 수여식', photoCount: 2 });
      const album = await world.albums.album(albumId);
      expect(album.photos.map((photo) => photo.image.imageId)).toEqual(
        [...images].reverse().map((image) => image.imageId),
      );
      expect(world.files.mediaUrl(album.photos[0]?.image.variants[0]?.jpeg ?? '')).not.toBe(
        'data:,',
      );
      const empty = await world.albums.listAlbums({ kind: 'history', page: 1, size: 12 });
      expect(empty.total).toBe(0);
    });

    it('refuses to publish photos without alternative text, photos never uploaded, and files that are not photos', async () => {
      await world.signInAsAdministrator();
      const { draft } = await albumWithPhotos(1);
      const withoutAlt = { ...draft, photos: draft.photos.map((photo) => ({ ...photo, alt: '' })) };
      await expect(world.officeAlbums.createAlbum(withoutAlt)).rejects.toMatchObject(
        refusal('invalidInput', PHOTO_ALT_REQUIRED),
      );
      const unknown = { ...draft, photos: [{ imageId: 'nope', alt: '사진', caption: '' }] };
      await expect(world.officeAlbums.createAlbum(unknown)).rejects.toMatchObject(
        refusal('invalidInput', UNKNOWN_PHOTO),
      );
      const text = { name: '회칙.png', data: new Blob(['회칙입니다'], { type: 'image/png' }) };
      await expect(world.officeAlbums.uploadSiteImage(text)).rejects.toMatchObject(
        refusal('unsupportedFile', NOT_A_PHOTO),
      );
      const draftId = await world.officeAlbums.createAlbum({ ...withoutAlt, published: false });
      leave(world);
      await expect(world.albums.album(draftId)).rejects.toMatchObject(refusal('notFound'));
    });

    it('lets only administrators upload photos and edit albums', async () => {
      await expect(world.officeAlbums.uploadSiteImage(photoFile())).rejects.toMatchObject(
        refusal('unauthenticated'),
      );
      await signIn(world, await approvedMember(world));
      await expect(world.officeAlbums.uploadSiteImage(photoFile())).rejects.toMatchObject(
        refusal('forbidden'),
      );
      await expect(
        world.officeAlbums.officeAlbums({ kind: 'school', page: 1, size: 12 }),
      ).rejects.toMatchObject(refusal('forbidden'));
    });
  });
}
