import type {
  Album,
  AlbumKind,
  AlbumPhoto,
  AlbumPhotoDraft,
  AlbumSummary,
  EditableAlbum,
} from './albums';
import type { SiteImage } from './site-images';

/**
 * An album as it is kept (the server's row, the fake's record) and how the galleries and the
 * office's console show it: one place for the server's use cases and the fake backend.
 */
export interface StoredAlbum {
  readonly id: string;
  readonly kind: AlbumKind;
  readonly title: string;
  readonly description: string;
  readonly takenOn: string | null;
  /** Null while a draft. */
  readonly publishedAt: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** A photo as shown, or null when its image is gone. */
export function albumPhotoOf(
  photo: AlbumPhotoDraft,
  images: ReadonlyMap<string, SiteImage>,
): AlbumPhoto | null {
  const image = images.get(photo.imageId);
  return image ? { image, alt: photo.alt, caption: photo.caption } : null;
}

/** An album in a list: posted when first published (a draft: when it was made). */
export function albumSummaryOf(
  album: StoredAlbum,
  photoCount: number,
  cover: AlbumPhoto | null,
): AlbumSummary {
  return {
    albumId: album.id,
    kind: album.kind,
    title: album.title,
    takenOn: album.takenOn,
    photoCount,
    cover,
    postedAt: album.publishedAt ?? album.createdAt,
  };
}

/** An album as the office edits it, its photos those still shown. */
export function editableAlbumOf(album: StoredAlbum, photos: AlbumPhoto[]): EditableAlbum {
  const { cover: _cover, ...summary } = albumSummaryOf(album, photos.length, null);
  return {
    ...summary,
    description: album.description,
    photos,
    published: album.publishedAt !== null,
    updatedAt: album.updatedAt,
  };
}

/** What a visitor sees of a published album: not the office's state of it. */
export function publicAlbumOf(album: EditableAlbum): Album {
  const { published: _published, updatedAt: _updatedAt, ...view } = album;
  return view;
}
