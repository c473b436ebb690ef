/** A gallery's address with its page (the first page left out). */
export function galleryListHref(galleryPath: string, page: number): string {
  return page > 1 ? `${galleryPath}?page=${page}` : galleryPath;
}
