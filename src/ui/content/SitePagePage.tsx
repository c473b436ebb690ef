import { Link } from 'wouter';
import { useState } from 'react';
import { withMediaAddresses } from '../../domain/content/rich-text';
import { sitePageKeyOf } from '../../domain/content/site-pages';
import { formatDate } from '../../domain/shared/format/date-format';
import { useAppServices } from '../shared/app/app-services';
import { useLoad } from '../shared/load/use-load';
import type { PageProps } from '../shared/routing/page-registry';
import { DirectionsCard } from './DirectionsCard';
import './NoticePage.css';

/**
 * One of the association's pages of text (인사말, 상징, 설립자, 100주년 기념사업회, 기부
 * 안내, 오시는 길): its title, and the body the office wrote, as the server sanitised it.
 */
export default function SitePagePage({ route }: PageProps) {
  const { sitePages, mediaUrl, routes } = useAppServices();
  const key = sitePageKeyOf(route.id);
  const [attempt, setAttempt] = useState(0);
  const page = useLoad(
    (signal) => (key ? sitePages.sitePage(key, signal) : Promise.reject(new Error(route.id))),
    `${route.id}|${attempt}`,
  );
  return (
    <article
      className="site-page"
      aria-labelledby="site-page-title"
      aria-busy={page.state === 'loading'}
    >
      <h1 id="site-page-title">{route.title}</h1>
      {key === 'directions' ? <DirectionsCard /> : null}
      {page.state === 'loading' ? (
        <p role="status" className="muted">
          내용을 불러오는 중입니다…
        </p>
      ) : page.state === 'failed' ? (
        <div role="alert">
          <p>내용을 불러오지 못했습니다. 아직 준비되지 않았거나 잠시 연결이 어렵습니다.</p>
          <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
            다시 시도
          </button>
        </div>
      ) : (
        <>
          {/* Sanitised by the server when the office saved it (an allow-list: nothing that runs). */}
          <div
            className="notice__body"
            dangerouslySetInnerHTML={{ __html: withMediaAddresses(page.value.bodyHtml, mediaUrl) }}
          />
          <p className="muted">
            마지막 수정:{' '}
            <time dateTime={page.value.updatedAt}>{formatDate(page.value.updatedAt)}</time>
          </p>
        </>
      )}
      {/* 기부 안내 leads to giving online, after the text the office wrote (issue 31). */}
      {route.id === 'contributionInformation' ? (
        <p className="site-page__action">
          <Link href={routes.byId('donate').path} className="button button--primary">
            온라인으로 기부하기
          </Link>
        </p>
      ) : null}
    </article>
  );
}
