import type { RouteId } from '../shared/routing/route-table';
import type { SiteImage } from './site-images';

/**
 * The association's photo albums: 학교 둘러보기 (the school today), 역사 갤러리 (its past) and
 * 장학 갤러리 (scholarship and donation events). The office makes an album, uploads its photos
 * (each processed by the server, site-images.ts), writes each one's alternative text and
 * publishes it; visitors see published albums only.
 */

export const ALBUM_KINDS = ['school', 'history', 'contribution'] as const;
export type AlbumKind = (typeof ALBUM_KINDS)[number];

/** Which route shows each kind of album. */
export const ALBUM_ROUTES: Readonly<Record<AlbumKind, RouteId>> = {
  school: 'schoolView',
  history: 'historyGallery',
  contribution: 'contributionGallery',
};

/** The kind of album a route shows, if it shows albums. */
export function albumKindOf(routeId: RouteId): AlbumKind | null {
  return ALBUM_KINDS.find((kind) => ALBUM_ROUTES[kind] === routeId) ?? null;
}

/** The kinds as the console names them. */
export const ALBUM_KIND_LABELS: Readonly<Record<AlbumKind, string>> = {
  school: '학교 둘러보기',
  history: '역사 갤러리',
  contribution: '장학 갤러리',
};

/** Albums on one page of a gallery (three rows of four on a wide screen). */
export const ALBUM_PAGE_SIZE = 12;
export const ALBUM_MAX_PAGE_SIZE = 50;
export const ALBUM_TITLE_MAX_LENGTH = 100;
export const ALBUM_DESCRIPTION_MAX_LENGTH = 1000;
export const ALBUM_MAX_PHOTOS = 200;
/** A photo's alternative text: what a screen reader says in its place. */
export const PHOTO_ALT_MAX_LENGTH = 200;
export const PHOTO_CAPTION_MAX_LENGTH = 200;

export const ALBUM_TITLE_REQUIRED = '앨범 제목을 입력해 주세요.';
export const ALBUM_PHOTOS_REQUIRED = '게시하려면 사진을 한 장 이상 올려 주세요.';
export const PHOTO_ALT_REQUIRED =
  '게시하려면 모든 사진에 대체 텍스트(사진을 보지 못하는 분께 읽어 줄 설명)를 입력해 주세요.';
export const ALBUM_PHOTO_TWICE = '같은 사진이 앨범에 두 번 들어 있습니다.';
export const NO_SUCH_ALBUM = '앨범을 찾을 수 없습니다.';
export const UNKNOWN_PHOTO = '올리지 않은 사진이 앨범에 들어 있습니다. 사진을 다시 올려 주세요.';
export const NOT_A_DAY = '찍은 날짜가 올바르지 않습니다.';

/** A photo of an album, as the office places it. */
export interface AlbumPhotoDraft {
  readonly imageId: string;
  readonly alt: string;
  readonly caption: string;
}

/** What the office writes: the album as its editor holds it, photos in their order. */
export interface AlbumDraft {
  readonly kind: AlbumKind;
  readonly title: string;
  readonly description: string;
  /** YYYY-MM-DD: when the photos were taken (the event's day); null when not known. */
  readonly takenOn: string | null;
  readonly published: boolean;
  readonly photos: readonly AlbumPhotoDraft[];
}

export interface AlbumPhoto {
  readonly image: SiteImage;
  readonly alt: string;
  readonly caption: string;
}

/** An album in a gallery's list: its first photo as the cover. */
export interface AlbumSummary {
  readonly albumId: string;
  readonly kind: AlbumKind;
  readonly title: string;
  readonly takenOn: string | null;
  readonly photoCount: number;
  readonly cover: AlbumPhoto | null;
  /** ISO 8601: when it was first published (a draft: when it was made). */
  readonly postedAt: string;
}

/** An album in the office's list: a draft is marked as one. */
export interface OfficeAlbumSummary extends AlbumSummary {
  readonly published: boolean;
}

export interface Album extends Omit<AlbumSummary, 'cover'> {
  readonly description: string;
  readonly photos: AlbumPhoto[];
}

/** An album as the office edits it. */
export interface EditableAlbum extends Album {
  readonly published: boolean;
  readonly updatedAt: string;
}

export interface AlbumSearch {
  readonly kind: AlbumKind;
  readonly page: number;
  readonly size: number;
}

/**
 * The refusal a draft earns before it is stored (console, server and fake alike): a blank
 * title; a photo twice; and, to be published, at least one photo, each with its alternative text.
 */
export function albumDraftRefusal(draft: AlbumDraft): string | null {
  return albumTitleRefusal(draft.title) ?? albumPhotosRefusal(draft.photos, draft.published);
}

/** A blank title's refusal, or null. */
export function albumTitleRefusal(title: string): string | null {
  return title.trim() === '' ? ALBUM_TITLE_REQUIRED : null;
}

/** What is wrong with an album's photos (to be published, if it is), or null. */
export function albumPhotosRefusal(
  photos: readonly Pick<AlbumPhotoDraft, 'imageId' | 'alt'>[],
  published: boolean,
): string | null {
  if (new Set(photos.map((photo) => photo.imageId)).size !== photos.length)
    return ALBUM_PHOTO_TWICE;
  if (!published) return null;
  if (photos.length === 0) return ALBUM_PHOTOS_REQUIRED;
  if (photos.some((photo) => photo.alt.trim() === '')) return PHOTO_ALT_REQUIRED;
  return null;
}

/** What is stored of a draft that passed: texts trimmed, the first publication time kept. */
export function savedAlbumFieldsOf(draft: AlbumDraft, publishedBefore: string | null, now: string) {
  return {
    kind: draft.kind,
    title: draft.title.trim(),
    description: draft.description.trim(),
    takenOn: draft.takenOn,
    publishedAt: draft.published ? (publishedBefore ?? now) : null,
    updatedAt: now,
    photos: draft.photos.map((photo) => ({
      imageId: photo.imageId,
      alt: photo.alt.trim(),
      caption: photo.caption.trim(),
    })),
  };
}

/** Moves one item of a list to another place (the editor's drag and its keyboard buttons). */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || from >= items.length) return [...items];
  const target = Math.max(0, Math.min(items.length - 1, to));
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}
