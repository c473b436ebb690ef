import { describe, expect, it } from 'vitest';
import {
  albumPhotoOf,
  albumSummaryOf,
  editableAlbumOf,
  publicAlbumOf,
} from '../../../src/domain/content/album-views';
import type { SiteImage } from '../../../src/domain/content/site-images';

const DRAFT = {
  id: 'a1',
  kind: 'school',
  title: '개교기념일',
  description: '운동장에서',
  takenOn: '2026-03-02',
  publishedAt: null,
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-03T00:00:00.000Z',
} as const;

const IMAGE: SiteImage = { imageId: 'i1', width: 800, height: 600, variants: [] };

describe('an album as the galleries and the console show it (server and fake alike)', () => {
  it('shows a photo whose image is kept, none whose image is gone', () => {
    const images = new Map([[IMAGE.imageId, IMAGE]]);
    expect(albumPhotoOf({ imageId: 'i1', alt: '운동장', caption: '' }, images)).toEqual({
      image: IMAGE,
      alt: '운동장',
      caption: '',
    });
    expect(albumPhotoOf({ imageId: 'gone', alt: '', caption: '' }, images)).toBeNull();
  });

  it('is posted when first published, a draft when it was made', () => {
    expect(albumSummaryOf(DRAFT, 0, null).postedAt).toBe(DRAFT.createdAt);
    const published = { ...DRAFT, publishedAt: '2026-03-04T00:00:00.000Z' };
    expect(albumSummaryOf(published, 3, null)).toMatchObject({
      albumId: 'a1',
      photoCount: 3,
      postedAt: published.publishedAt,
    });
  });

  it('tells the office whether it is published; a visitor sees neither that nor its change time', () => {
    const photo = { image: IMAGE, alt: '운동장', caption: '' };
    const editable = editableAlbumOf(DRAFT, [photo]);
    expect(editable).toMatchObject({ published: false, photoCount: 1, photos: [photo] });
    expect(editable).not.toHaveProperty('cover');
    const shown = publicAlbumOf(editable);
    expect(shown).not.toHaveProperty('published');
    expect(shown).not.toHaveProperty('updatedAt');
    expect(shown).toMatchObject({ title: '개교기념일', description: '운동장에서' });
  });
});
