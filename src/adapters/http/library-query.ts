import { LIBRARY_PAGE_SIZE, type LibrarySearch } from '../../domain/library/library';

/** 자료실's search as the query string carries it (public and office lists alike). */
export function librarySearchQuery(search: LibrarySearch): Record<string, string> {
  const query: Record<string, string> = {
    page: String(search.page),
    size: String(LIBRARY_PAGE_SIZE),
  };
  if (search.category) query.category = search.category;
  if (search.query.trim()) query.query = search.query.trim();
  return query;
}
