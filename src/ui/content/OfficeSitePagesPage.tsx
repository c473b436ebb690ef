import { useState } from 'react';
import { Link } from 'wouter';
import { SITE_PAGE_KEYS, SITE_PAGE_ROUTES } from '../../domain/content/site-pages';
import { formatDate } from '../../domain/shared/format/date-format';
import { OfficeFrame } from '../admin';
import { useAppServices } from '../shared/app/app-services';
import { useLoad } from '../shared/load/use-load';
import type { PageProps } from '../shared/routing/page-registry';
import { itemHref } from '../../domain/shared/routing/item-address';
import { SidewaysScroll } from '../shared/tables/SidewaysScroll';

/** 소개 페이지 관리: each page of text, when it was last changed, and a link to write it. */
export default function OfficeSitePagesPage({ route }: PageProps) {
  const { officeSitePages, routes } = useAppServices();
  const [attempt, setAttempt] = useState(0);
  const written = useLoad((signal) => officeSitePages.officeSitePages(signal), String(attempt));
  const editor = routes.byId('officeSitePageEditor').path;
  return (
    <OfficeFrame route={route}>
      <h1>{route.title}</h1>
      <p className="form__hint">
        조직도는 직책별로 <Link href={routes.byId('officeOrganization').path}>조직도 관리</Link>
        에서 고칩니다.
      </p>
      {written.state === 'failed' ? (
        <div role="alert">
          <p>목록을 불러오지 못했습니다.</p>
          <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
            다시 시도
          </button>
        </div>
      ) : (
        <SidewaysScroll label="소개 페이지 목록 표">
          <table className="office-table" aria-busy={written.state === 'loading'}>
            <caption className="visually-hidden">소개 페이지 목록</caption>
            <thead>
              <tr>
                <th scope="col">페이지</th>
                <th scope="col">마지막 수정</th>
              </tr>
            </thead>
            <tbody>
              {SITE_PAGE_KEYS.map((key) => {
                const page =
                  written.state === 'ready'
                    ? written.value.find((each) => each.key === key)
                    : undefined;
                return (
                  <tr key={key}>
                    <th scope="row">
                      <Link href={itemHref(editor, key)}>
                        {routes.byId(SITE_PAGE_ROUTES[key]).title}
                      </Link>
                    </th>
                    <td>
                      {page
                        ? formatDate(page.updatedAt)
                        : written.state === 'ready'
                          ? '아직 쓰지 않음'
                          : '…'}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </SidewaysScroll>
      )}
    </OfficeFrame>
  );
}
