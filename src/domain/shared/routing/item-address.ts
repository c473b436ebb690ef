/**
 * The address of one item of a list route: the list's path with the item's id in the query
 * (`/association/notice?id=…`), so that one route serves the list and each item, and a link to
 * one can be shared (notices; later albums and companies).
 */
export function itemHref(listPath: string, itemId: string): string {
  return `${listPath}?id=${encodeURIComponent(itemId)}`;
}
