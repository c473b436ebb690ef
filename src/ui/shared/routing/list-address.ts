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
