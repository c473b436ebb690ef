import { itemHref } from '../../domain/shared/routing/item-address';
import { listHref } from '../shared/routing/list-address';

/** A notice's address: the notice page with its id in the query. */
export const noticeHref = itemHref;

/** The list's address with its search and page (the first page and a blank search left out). */
export function noticeListHref(noticePath: string, query: string, page: number): string {
  return listHref(noticePath, { query }, page);
}
