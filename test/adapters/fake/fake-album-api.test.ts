import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_SUCH_ALBUM, NOT_A_DAY, type AlbumDraft } from '../../../src/domain/content/albums';
import { type FakeWorld, fakeWorld, withOfficeSignedIn } from '../../support/fake-world';
import { PNG } from '../../support/files';

const officeWorld = (): Promise<FakeWorld> => withOfficeSignedIn(fakeWorld());

const photo = (name = '교정.png', data: BlobPart = PNG) => ({
  name,
  data: new Blob([data], { type: 'image/png' }),
});

function draft(imageIds: string[], overrides: Partial<AlbumDraft> = {}): AlbumDraft {
  return {
    kind: 'school',
    title: '봄의 교정',
    description: '',
    takenOn: null,
    published: true,
    photos: imageIds.map((imageId) => ({ imageId, alt: '본관', caption: '' })),
    ...overrides,
  };
}

/** What the fake albums do beyond the port suite: sizes, limits, order and the missing. */
describe('FakeOfficeAlbumApi and FakeAlbumApi', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('takes a photo’s size from the browser when it can decode it, else a 4:3 guess', async () => {
    const world = await officeWorld();
    vi.stubGlobal('createImageBitmap', async () => ({ width: 800, height: 600, close() {} }));
    const decoded = await world.officeAlbumApi.uploadSiteImage(photo());
    expect(decoded).toMatchObject({ width: 800, height: 600 });
    expect(decoded.variants.map((variant) => variant.width)).toEqual([320, 640, 800]);
    vi.stubGlobal('createImageBitmap', async () => Promise.reject(new Error('undecodable')));
    expect(await world.officeAlbumApi.uploadSiteImage(photo())).toMatchObject({ width: 1600 });
  });

  it('refuses a photo over the size limit and an aborted upload, keeping nothing', async () => {
    const world = await officeWorld();
    const huge = { name: '큰 사진.png', data: new Blob([new Uint8Array(10 * 1024 * 1024 + 1)]) };
    await expect(world.officeAlbumApi.uploadSiteImage(huge)).rejects.toMatchObject({ status: 413 });
    const controller = new AbortController();
    controller.abort();
    await expect(
      world.officeAlbumApi.uploadSiteImage(photo(), { signal: controller.signal }),
    ).rejects.toThrow();
    expect(world.backend.siteImages.size).toBe(0);
  });

  it('lists drafts first, then by the day taken or published, a page at a time', async () => {
    const world = await officeWorld();
    const image = await world.officeAlbumApi.uploadSiteImage(photo());
    const ids = [image.imageId];
    await world.officeAlbumApi.createAlbum(draft(ids, { title: '옛 사진', takenOn: '1986-02-14' }));
    await world.officeAlbumApi.createAlbum(draft(ids, { title: '날짜 없음' }));
    await world.officeAlbumApi.createAlbum(draft([], { title: '초안', published: false }));
    const first = await world.officeAlbumApi.officeAlbums({ kind: 'school', page: 1, size: 2 });
    expect(first.items.map((album) => album.title)).toEqual(['초안', '날짜 없음']);
    const second = await world.officeAlbumApi.officeAlbums({ kind: 'school', page: 2, size: 2 });
    expect(second.items.map((album) => album.title)).toEqual(['옛 사진']);
    expect(second.total).toBe(3);
    const visitors = await world.albumApi.listAlbums({ kind: 'school', page: 1, size: 12 });
    expect(visitors.items.map((album) => album.title)).toEqual(['날짜 없음', '옛 사진']);
  });

  it('says an album is not there when it is not, and refuses a day that does not exist', async () => {
    const world = await officeWorld();
    await expect(world.officeAlbumApi.officeAlbum('nope')).rejects.toMatchObject({
      message: NO_SUCH_ALBUM,
    });
    await expect(world.officeAlbumApi.updateAlbum('nope', draft([]))).rejects.toMatchObject({
      status: 404,
    });
    await expect(world.officeAlbumApi.deleteAlbum('nope')).rejects.toMatchObject({ status: 404 });
    await expect(
      world.officeAlbumApi.createAlbum(draft([], { published: false, takenOn: '2026-02-30' })),
    ).rejects.toMatchObject({ message: NOT_A_DAY });
    const albumId = await world.officeAlbumApi.createAlbum(draft([], { published: false }));
    await world.officeAlbumApi.updateAlbum(
      albumId,
      draft([], { published: false, title: '새 제목' }),
    );
    expect((await world.officeAlbumApi.officeAlbum(albumId)).title).toBe('새 제목');
    await world.officeAlbumApi.deleteAlbum(albumId);
    expect(world.backend.albums).toEqual([]);
  });
});
