/**
 * The address of one item of a list route: the list's path with the item's id in the query
 * (`/association/notice?id=…`), so that one route serves the list and each item, and a link to
 * one can be shared (notices; later albums and companies).
 */
export function itemHref(listPath: string, itemId: string): string {
  return `${listPath}?id=${encodeURIComponent(itemId)}`;
}

/**
 * A list's address with its filters and page in the query (`?category=it&query=…&page=2`):
 * blank filters and the first page left out, so that the plain list keeps its plain path.
 */
export function listHref(
  listPath: string,
  filters: Readonly<Record<string, string | null>>,
  page: number,
): string {
  const parameters = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value?.trim()) parameters.set(name, value.trim());
  }
  if (page > 1) parameters.set('page', String(page));
  const search = parameters.toString();
  return search ? `${listPath}?${search}` : listPath;
}
