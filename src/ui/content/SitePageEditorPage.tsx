import { useSearch } from 'wouter';
import { SITE_PAGE_KEYS, type SitePageKey } from '../../domain/content/site-pages';
import { OfficeFrame } from '../admin';
import { useAppServices } from '../shared/app/app-services';
import { useLoad } from '../shared/load/use-load';
import type { PageProps } from '../shared/routing/page-registry';
import { SitePageEditorForm } from './SitePageEditorForm';

/** 소개 페이지 고치기 (`?id=greeting`): the page's body in the rich-text editor, saved whole. */
export default function SitePageEditorPage({ route }: PageProps) {
  const requested = new URLSearchParams(useSearch()).get('id');
  const key = SITE_PAGE_KEYS.find((each) => each === requested) ?? null;
  return (
    <OfficeFrame route={route}>
      {key ? (
        <PageEditor key={key} pageKey={key} />
      ) : (
        <p role="alert">고칠 페이지를 목록에서 골라 주세요.</p>
      )}
    </OfficeFrame>
  );
}

function PageEditor({ pageKey }: { pageKey: SitePageKey }) {
  const { sitePages } = useAppServices();
  // A page not written yet answers 404: the editor then starts empty.
  const current = useLoad(
    (signal) => sitePages.sitePage(pageKey, signal).catch(() => null),
    pageKey,
  );
  if (current.state !== 'ready') {
    return (
      <p role="status" className="muted">
        페이지를 불러오는 중입니다…
      </p>
    );
  }
  return <SitePageEditorForm pageKey={pageKey} initialHtml={current.value?.bodyHtml ?? ''} />;
}
