import type { LibraryCategory } from '../../domain/library/library';

/** 자료실's address with its category, search and page (defaults left out). */
export function libraryHref(
  path: string,
  category: LibraryCategory | null,
  query: string,
  page: number,
): string {
  const parameters = new URLSearchParams();
  if (category) parameters.set('category', category);
  if (query.trim()) parameters.set('query', query.trim());
  if (page > 1) parameters.set('page', String(page));
  const search = parameters.toString();
  return search ? `${path}?${search}` : path;
}
