import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { NOTICE_PAGE_SIZE, NOTICE_QUERY_MAX_LENGTH } from '../../domain/content/notices';
import { formatDate } from '../../domain/shared/format/date-format';
import { formatNumber } from '../../domain/shared/format/number-format';
import { useAppServices } from '../shared/app/app-services';
import { WordSearchForm } from '../shared/forms/WordSearchForm';
import { useLoad } from '../shared/load/use-load';
import { Pagination } from '../shared/paging/Pagination';
import { noticeHref, noticeListHref } from './notice-address';
import { NoticesFailed, NoticesLoading } from './NoticeLoadStates';

export interface NoticeListProps {
  readonly title: string;
  readonly listPath: string;
  readonly query: string;
  readonly page: number;
}

/** The notices, pinned first, ten a page, with a search in titles and bodies. */
export function NoticeList({ title, listPath, query, page }: NoticeListProps) {
  const { notices } = useAppServices();
  const [, navigate] = useLocation();
  const [attempt, setAttempt] = useState(0);
  const found = useLoad(
    (signal) => notices.listNotices({ query, page, size: NOTICE_PAGE_SIZE }, signal),
    `${query}|${page}|${attempt}`,
  );

  return (
    <div className="notices">
      <h1>{title}</h1>
      <WordSearchForm
        key={query}
        label="제목·내용 검색"
        query={query}
        maxLength={NOTICE_QUERY_MAX_LENGTH}
        onSearch={(words) => navigate(noticeListHref(listPath, words, 1))}
      />
      <section aria-labelledby="notice-results" aria-busy={found.state === 'loading'}>
        <h2 id="notice-results" className="visually-hidden">
          {query ? `“${query}” 검색 결과` : '공지사항 목록'}
        </h2>
        {found.state === 'loading' ? (
          <NoticesLoading />
        ) : found.state === 'failed' ? (
          <NoticesFailed onRetry={() => setAttempt((n) => n + 1)} />
        ) : (
          <>
            <p className="notices__count">
              {query ? `“${query}” 검색 결과 ` : '전체 '}
              <strong>{formatNumber(found.value.total)}</strong>건
            </p>
            {found.value.items.length === 0 ? (
              <p>{query ? '검색어에 맞는 공지사항이 없습니다.' : '등록된 공지사항이 없습니다.'}</p>
            ) : (
              <ul className="notices__list" aria-label="공지사항 목록">
                {found.value.items.map((notice) => (
                  <li key={notice.noticeId} className="notices__item">
                    {notice.pinned ? <span className="badge">중요</span> : null}
                    <Link href={noticeHref(listPath, notice.noticeId)} className="notices__title">
                      {notice.title}
                    </Link>
                    <span className="notices__meta">
                      <time dateTime={notice.postedAt}>{formatDate(notice.postedAt)}</time>
                      <span>조회 {formatNumber(notice.views)}</span>
                      {notice.attachmentCount > 0 ? (
                        <span>첨부 {formatNumber(notice.attachmentCount)}</span>
                      ) : null}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <Pagination
              of={found.value}
              label="공지사항 페이지"
              hrefOf={(target) => noticeListHref(listPath, query, target)}
            />
          </>
        )}
      </section>
    </div>
  );
}
