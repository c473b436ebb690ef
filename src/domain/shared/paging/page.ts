/** A page of a longer list. Pages are numbered from 1. */
export interface Page<T> {
  readonly items: readonly T[];
  readonly page: number;
  readonly size: number;
  readonly total: number;
}

export interface PageRequest {
  readonly page: number;
  readonly size: number;
}

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

/** The number of pages needed for `total` items, at least 1 so that "1 / 1" reads well. */
export function pageCount(total: number, size: number): number {
  if (!Number.isInteger(total) || total < 0 || !Number.isInteger(size) || size < 1) {
    throw new RangeError(`pageCount needs a whole total ≥ 0 and size ≥ 1, got ${total}, ${size}`);
  }
  return Math.max(1, Math.ceil(total / size));
}

/** A page request with page ≥ 1 and 1 ≤ size ≤ MAX_PAGE_SIZE, whatever was asked. */
export function clampPageRequest(request: Partial<PageRequest>): PageRequest {
  const page =
    Number.isInteger(request.page) && (request.page ?? 0) >= 1 ? (request.page as number) : 1;
  const size =
    Number.isInteger(request.size) && (request.size ?? 0) >= 1
      ? Math.min(request.size as number, MAX_PAGE_SIZE)
      : DEFAULT_PAGE_SIZE;
  return { page, size };
}

/** The highest page number a list call takes: far past any list this site has, a bound on input. */
export const MAX_PAGE_NUMBER = 100_000;

/** The page an address asks for (`?page=3`): a whole number from 1 to MAX_PAGE_NUMBER, else 1. */
export function pageNumberOf(text: string | null): number {
  const page = Number(text);
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE_NUMBER ? page : 1;
}
