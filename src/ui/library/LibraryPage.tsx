import { useLocation, useSearch } from 'wouter';
import {
  LIBRARY_CATEGORIES,
  LIBRARY_CATEGORY_LABELS,
  LIBRARY_QUERY_MAX_LENGTH,
  type LibraryCategory,
} from '../../domain/library/library';
import { formatDate } from '../../domain/shared/format/date-format';
import { formatNumber } from '../../domain/shared/format/number-format';
import { pageNumberOf } from '../../domain/shared/paging/page';
import { FileDownloadButton } from '../shared/files/FileDownloadButton';
import { useAppServices } from '../shared/app/app-services';
import { CategorySearchForm } from '../shared/forms/CategorySearchForm';
import { LoadGate, useRetryableLoad } from '../shared/load/LoadGate';
import { Pagination } from '../shared/paging/Pagination';
import type { PageProps } from '../shared/routing/page-registry';
import { listHref } from '../shared/routing/list-address';

import './Library.css';

/**
 * 자료실: the association's documents (회칙, 서식, 보고서), by category and words, newest change
 * first, each with its newest file's size and date and how often it was downloaded.
 */
export default function LibraryPage({ route }: PageProps) {
  const { library } = useAppServices();
  const [, navigate] = useLocation();
  const parameters = new URLSearchParams(useSearch());
  const category = categoryOf(parameters.get('category'));
  const query = parameters.get('query') ?? '';
  const page = pageNumberOf(parameters.get('page'));
  const { result, retry } = useRetryableLoad(
    (signal) => library.listLibrary({ category, query, page }, signal),
    `${category ?? ''}|${query}|${page}`,
  );
  const hrefOf = (nextCategory: LibraryCategory | null, nextQuery: string, nextPage: number) =>
    listHref(route.path, { category: nextCategory, query: nextQuery }, nextPage);

  return (
    <div className="library">
      <h1>{route.title}</h1>
      <CategorySearchForm
        categoryLabel="분류"
        allLabel="전체"
        categories={LIBRARY_CATEGORIES}
        labelOf={(each) => LIBRARY_CATEGORY_LABELS[each]}
        queryLabel="제목·설명 검색"
        queryMaxLength={LIBRARY_QUERY_MAX_LENGTH}
        category={category}
        query={query}
        onSearch={(nextCategory, nextQuery) => navigate(hrefOf(nextCategory, nextQuery, 1))}
      />
      <LoadGate result={result} what="자료실 목록" onRetry={retry}>
        {(found) => (
          <>
            <p>
              {query ? `“${query}” 검색 결과 ` : '전체 '}
              <strong>{formatNumber(found.total)}</strong>건
            </p>
            {found.items.length === 0 ? (
              <p>
                {query || category ? '조건에 맞는 자료가 없습니다.' : '등록된 자료가 없습니다.'}
              </p>
            ) : (
              <ul className="library__list" aria-label="자료 목록">
                {found.items.map((document) => (
                  <li key={document.documentId} className="library__item">
                    <p className="library__category">
                      {LIBRARY_CATEGORY_LABELS[document.category]}
                    </p>
                    <h2 className="library__title">{document.title}</h2>
                    {document.description ? (
                      <p className="library__description">{document.description}</p>
                    ) : null}
                    <p className="library__meta">
                      {document.file ? (
                        <FileDownloadButton file={document.file} />
                      ) : (
                        <span>파일 준비 중</span>
                      )}
                      <span>
                        올린 날{' '}
                        <time dateTime={document.updatedAt}>{formatDate(document.updatedAt)}</time>
                      </span>
                      <span>내려받기 {formatNumber(document.downloads)}회</span>
                    </p>
                  </li>
                ))}
              </ul>
            )}
            <Pagination
              of={found}
              label="자료실 페이지"
              hrefOf={(target) => hrefOf(category, query, target)}
            />
          </>
        )}
      </LoadGate>
    </div>
  );
}

function categoryOf(value: string | null): LibraryCategory | null {
  return LIBRARY_CATEGORIES.find((category) => category === value) ?? null;
}
