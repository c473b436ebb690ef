import type { AlbumSearch } from '../../domain/content/albums';

/** A gallery's search as the query string carries it (public and office lists alike). */
export function albumSearchQuery(search: AlbumSearch) {
  return { kind: search.kind, page: String(search.page), size: String(search.size) };
}
