import type { RefObject } from 'react';
import { Link } from 'wouter';
import type { AlumniCard } from '../../domain/directory/alumni-card';
import { formatNumber } from '../../domain/shared/format/number-format';
import type { Page } from '../../domain/shared/paging/page';
import type { Loaded } from '../shared/load/use-load';
import { Pagination } from '../shared/paging/Pagination';
import { AlumniCardItem } from './AlumniCardItem';
import './AlumniResults.css';

/**
 * The results of the search in the address: a heading with the count (which takes the focus
 * after a search the member asked for), then the cards and the pages, or what to do when there
 * are none or the search failed.
 */
export function AlumniResults({
  found,
  heading,
  onRetry,
  hrefOf,
  onNavigate,
}: {
  /** The page of alumni the search found, while it runs, or its failure. */
  readonly found: Loaded<Page<AlumniCard>>;
  readonly heading: RefObject<HTMLHeadingElement | null>;
  readonly onRetry: () => void;
  readonly hrefOf: (page: number) => string;
  readonly onNavigate: (page: number) => void;
}) {
  return (
    <section
      className="alumni-results"
      aria-labelledby="alumni-results-title"
      aria-busy={found.state === 'loading'}
    >
      <h2 id="alumni-results-title" ref={heading} tabIndex={-1}>
        {found.state === 'loading'
          ? '검색 결과'
          : found.state === 'failed'
            ? '검색 결과를 불러오지 못했습니다'
            : `검색 결과 ${formatNumber(found.value.total)}명`}
      </h2>
      {found.state === 'loading' ? (
        <p role="status" className="muted">
          동문을 찾고 있습니다…
        </p>
      ) : found.state === 'failed' ? (
        <div className="alumni-results__failure">
          <p>잠시 후 다시 시도해 주세요.</p>
          <button type="button" className="button" onClick={onRetry}>
            다시 시도
          </button>
        </div>
      ) : (
        <FoundAlumni found={found.value} hrefOf={hrefOf} onNavigate={onNavigate} />
      )}
    </section>
  );
}

/** The cards of one page and the way to the others, or what to try when nothing matched. */
function FoundAlumni({
  found,
  hrefOf,
  onNavigate,
}: {
  readonly found: Page<AlumniCard>;
  readonly hrefOf: (page: number) => string;
  readonly onNavigate: (page: number) => void;
}) {
  if (found.total === 0) {
    return (
      <div className="alumni-results__empty">
        <p>
          <strong>조건에 맞는 동문이 없습니다.</strong>
        </p>
        <p className="muted">
          이름은 초성으로도 찾을 수 있습니다(예: ㄱㅁㅅ). 조건을 줄여서 다시 검색해 보세요.
        </p>
      </div>
    );
  }
  return (
    <>
      {found.items.length === 0 ? (
        <p>
          이 페이지에는 동문이 없습니다.{' '}
          <Link href={hrefOf(1)} onClick={() => onNavigate(1)}>
            첫 페이지로 가기
          </Link>
        </p>
      ) : (
        <ul className="alumni-cards">
          {found.items.map((card, index) => (
            <AlumniCardItem key={`${found.page}-${index}`} card={card} />
          ))}
        </ul>
      )}
      <Pagination of={found} label="검색 결과 페이지" hrefOf={hrefOf} onNavigate={onNavigate} />
    </>
  );
}
