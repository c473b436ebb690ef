import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { NOTICE_PAGE_SIZE } from '../../domain/content/notices';
import { formatDate } from '../../domain/shared/format/date-format';
import { formatNumber } from '../../domain/shared/format/number-format';
import { pageNumberOf } from '../../domain/shared/paging/page';
import { OfficeFrame } from '../admin';
import { useAppServices } from '../shared/app/app-services';
import { useLoad } from '../shared/load/use-load';
import { Pagination } from '../shared/paging/Pagination';
import type { PageProps } from '../shared/routing/page-registry';
import { noticeHref } from './notice-address';
import { NoticesFailed, NoticesLoading } from './NoticeLoadStates';
import { SidewaysScroll } from '../shared/tables/SidewaysScroll';

/** 공지사항 관리: every notice, drafts first, each opening in the editor; a new one from here. */
export default function OfficeNoticesPage({ route }: PageProps) {
  const { officeNotices, routes } = useAppServices();
  const page = pageNumberOf(new URLSearchParams(useSearch()).get('page'));
  const [attempt, setAttempt] = useState(0);
  const found = useLoad(
    (signal) => officeNotices.officeNotices({ page, size: NOTICE_PAGE_SIZE }, signal),
    `${page}|${attempt}`,
  );
  const editor = routes.byId('officeNoticeEditor').path;

  return (
    <OfficeFrame route={route}>
      <h1>{route.title}</h1>
      <p className="office-actions">
        <Link href={editor} className="button button--primary">
          새 공지사항 쓰기
        </Link>
      </p>
      <section aria-labelledby="office-notices" aria-busy={found.state === 'loading'}>
        <h2 id="office-notices">
          공지사항{found.state === 'ready' ? ` ${formatNumber(found.value.total)}건` : ''}
        </h2>
        {found.state === 'loading' ? (
          <NoticesLoading />
        ) : found.state === 'failed' ? (
          <NoticesFailed onRetry={() => setAttempt((n) => n + 1)} />
        ) : found.value.items.length === 0 ? (
          <p>아직 쓴 공지사항이 없습니다.</p>
        ) : (
          <SidewaysScroll label="공지사항 목록 표">
            <table className="office-table">
              <caption className="visually-hidden">공지사항 목록</caption>
              <thead>
                <tr>
                  <th scope="col">제목</th>
                  <th scope="col">상태</th>
                  <th scope="col">게시일</th>
                  <th scope="col" className="office-table__number">
                    조회
                  </th>
                </tr>
              </thead>
              <tbody>
                {found.value.items.map((notice) => (
                  <tr key={notice.noticeId}>
                    <th scope="row">
                      <Link href={noticeHref(editor, notice.noticeId)}>{notice.title}</Link>
                    </th>
                    <td>
                      {notice.published ? '게시' : '임시 저장'}
                      {notice.pinned ? ' · 중요' : ''}
                    </td>
                    <td>{notice.published ? formatDate(notice.postedAt) : '—'}</td>
                    <td className="office-table__number">{formatNumber(notice.views)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </SidewaysScroll>
        )}
        {found.state === 'ready' ? (
          <Pagination
            of={found.value}
            label="공지사항 목록 페이지"
            hrefOf={(target) => `${route.path}?page=${target}`}
          />
        ) : null}
      </section>
    </OfficeFrame>
  );
}
