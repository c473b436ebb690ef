import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALBUM_PHOTO_TWICE,
  ALBUM_PHOTOS_REQUIRED,
  ALBUM_TITLE_REQUIRED,
  type AlbumDraft,
  PHOTO_ALT_REQUIRED,
  albumDraftRefusal,
  albumKindOf,
  moved,
  savedAlbumFieldsOf,
} from '../../../src/domain/content/albums';

const draft = (overrides: Partial<AlbumDraft> = {}): AlbumDraft => ({
  kind: 'school',
  title: '봄의 교정',
  description: '',
  takenOn: null,
  published: true,
  photos: [{ imageId: 'a', alt: '본관', caption: '' }],
  ...overrides,
});

describe('albums (issue 13 items 2 and 8)', () => {
  it('shows each kind on its gallery route', () => {
    expect(albumKindOf('schoolView')).toBe('school');
    expect(albumKindOf('historyGallery')).toBe('history');
    expect(albumKindOf('contributionGallery')).toBe('contribution');
    expect(albumKindOf('greeting')).toBeNull();
  });

  it('publishes only with photos, each with alternative text; a draft may wait for them', () => {
    expect(albumDraftRefusal(draft())).toBeNull();
    expect(albumDraftRefusal(draft({ title: '  ' }))).toBe(ALBUM_TITLE_REQUIRED);
    expect(albumDraftRefusal(draft({ photos: [] }))).toBe(ALBUM_PHOTOS_REQUIRED);
    const withoutAlt = [{ imageId: 'a', alt: ' ', caption: '' }];
    expect(albumDraftRefusal(draft({ photos: withoutAlt }))).toBe(PHOTO_ALT_REQUIRED);
    expect(albumDraftRefusal(draft({ photos: withoutAlt, published: false }))).toBeNull();
    expect(albumDraftRefusal(draft({ photos: [], published: false }))).toBeNull();
    const twice = [...draft().photos, ...draft().photos];
    expect(albumDraftRefusal(draft({ photos: twice, published: false }))).toBe(ALBUM_PHOTO_TWICE);
  });

  it('keeps the first publication time and trims what is stored', () => {
    const first = savedAlbumFieldsOf(draft({ title: ' 봄 ' }), null, 'T1');
    expect(first).toMatchObject({ title: '봄', publishedAt: 'T1', updatedAt: 'T1' });
    expect(savedAlbumFieldsOf(draft(), 'T1', 'T2').publishedAt).toBe('T1');
    expect(savedAlbumFieldsOf(draft({ published: false }), 'T1', 'T2').publishedAt).toBeNull();
  });

  it('moves one photo and keeps every other in its order', () => {
    expect(moved(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moved(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer(), { minLength: 1, maxLength: 30 }),
        fc.nat(40),
        fc.integer({ min: -5, max: 40 }),
        (items, from, to) => {
          const result = moved(items, from, to);
          expect([...result].sort((a, b) => a - b)).toEqual([...items].sort((a, b) => a - b));
          if (from < items.length) {
            const item = items[from];
            const rest = items.filter((_, index) => index !== from);
            expect(result.filter((value) => value !== item)).toEqual(rest);
          }
        },
      ),
    );
  });
});
