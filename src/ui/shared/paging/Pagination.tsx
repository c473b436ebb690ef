import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { type Page, pageCount } from '../../../domain/shared/paging/page';
import './Pagination.css';

export interface PaginationProps {
  /** The page shown (from 1), how many there are in all, and how many a page holds. */
  readonly of: Pick<Page<unknown>, 'page' | 'total' | 'size'>;
  /** The accessible name of the navigation, e.g. "검색 결과 페이지". */
  readonly label: string;
  /** The address of a page. */
  readonly hrefOf: (page: number) => string;
  /** Called with its page when a link is followed (e.g. to move the focus once it has loaded). */
  readonly onNavigate?: (page: number) => void;
}

/** How many page numbers are shown around the current one (first and last come besides). */
const WINDOW = 5;

/**
 * Previous, page numbers and next, as links (so that a page can be opened in a new tab and the
 * address bar names it). The current page is marked `aria-current="page"`; far pages are
 * reached through the first and last numbers, with "…" between.
 */
export function Pagination({ of, label, hrefOf, onNavigate }: PaginationProps) {
  const { page, total, size } = of;
  const last = pageCount(total, size);
  if (last <= 1 && page <= 1) return null;
  const numbers = pageNumbersAround(Math.min(page, last), last);
  const link = (target: number, content: ReactNode, className: string, name?: string) => (
    <Link
      href={hrefOf(target)}
      className={className}
      aria-label={name}
      aria-current={target === page ? 'page' : undefined}
      onClick={() => onNavigate?.(target)}
    >
      {content}
    </Link>
  );
  return (
    <nav aria-label={label} className="pagination">
      <ul>
        <li>
          {page > 1 ? (
            link(
              Math.min(page - 1, last),
              <>
                <span aria-hidden="true">‹</span> 이전
              </>,
              'pagination__step',
              '이전 페이지',
            )
          ) : (
            <span className="pagination__step pagination__step--off" aria-hidden="true">
              ‹ 이전
            </span>
          )}
        </li>
        {numbers.map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={number}>
              {link(
                number,
                <>
                  {number}
                  <span className="visually-hidden">페이지</span>
                </>,
                'pagination__number',
              )}
            </li>
          ),
        )}
        <li>
          {page < last ? (
            link(
              page + 1,
              <>
                다음 <span aria-hidden="true">›</span>
              </>,
              'pagination__step',
              '다음 페이지',
            )
          ) : (
            <span className="pagination__step pagination__step--off" aria-hidden="true">
              다음 ›
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}

/**
 * The page numbers to show: up to WINDOW around the current page, the first and the last
 * always, and null where numbers are left out. 7 of 20 → 1 … 5 6 7 8 9 … 20.
 */
export function pageNumbersAround(current: number, last: number): (number | null)[] {
  const start = Math.max(1, Math.min(current - Math.floor(WINDOW / 2), last - WINDOW + 1));
  const end = Math.min(last, start + WINDOW - 1);
  const numbers: (number | null)[] = [];
  if (start > 1) numbers.push(1);
  if (start > 2) numbers.push(start === 3 ? 2 : null);
  for (let number = start; number <= end; number += 1) numbers.push(number);
  if (end < last - 1) numbers.push(end === last - 2 ? last - 1 : null);
  if (end < last) numbers.push(last);
  return numbers;
}
