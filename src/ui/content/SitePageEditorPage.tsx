import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { NOTICE_BODY_REQUIRED } from '../../domain/content/notices';
import {
  SITE_PAGE_KEYS,
  SITE_PAGE_ROUTES,
  type SitePageKey,
} from '../../domain/content/site-pages';
import { OfficeFrame } from '../admin';
import { useAppServices } from '../shared/app/app-services';
import { useRefusalReason } from '../shared/forms/use-refusal-reason';
import { SubmitButton } from '../shared/forms/SubmitButton';
import { useLoad } from '../shared/load/use-load';
import { useUnsavedEdits } from '../shared/routing/use-unsaved-edits';
import type { PageProps } from '../shared/routing/page-registry';
import { RichTextField } from './RichTextField';

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
  const { sitePages, officeSitePages, notifier, routes } = useAppServices();
  const reasonOf = useRefusalReason();
  const target = routes.byId(SITE_PAGE_ROUTES[pageKey]);
  // A page not written yet answers 404: the editor then starts empty.
  const current = useLoad(
    (signal) => sitePages.sitePage(pageKey, signal).catch(() => null),
    pageKey,
  );
  const [body, setBody] = useState<{ html: string; empty: boolean } | null>(null);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The body as last saved: the page as loaded, then each save.
  const [savedHtml, setSavedHtml] = useState<string | null>(null);
  const baseline = savedHtml ?? (current.state === 'ready' ? (current.value?.bodyHtml ?? '') : '');
  useUnsavedEdits(body !== null && body.html !== baseline);
  if (current.state !== 'ready') {
    return (
      <p role="status" className="muted">
        페이지를 불러오는 중입니다…
      </p>
    );
  }
  const initial = current.value?.bodyHtml ?? '';
  const save = async () => {
    const edited = body ?? { html: initial, empty: initial === '' };
    if (edited.empty) return setProblem(NOTICE_BODY_REQUIRED);
    setProblem(null);
    setSaving(true);
    try {
      await officeSitePages.updateSitePage(pageKey, edited.html);
      setSavedHtml(edited.html);
      notifier.success(`「${target.title}」 페이지를 저장했습니다.`);
    } catch (error) {
      setProblem(reasonOf(error, '저장하지 못했습니다.'));
    } finally {
      setSaving(false);
    }
  };
  return (
    <form
      className="notice-editor"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h1>{target.title} 고치기</h1>
      <RichTextField
        id="page-body"
        initialHtml={initial}
        problem={problem}
        onChange={(html, empty) => setBody({ html, empty })}
      />
      <p className="notice-editor__actions">
        <SubmitButton submitting={saving} busyLabel="저장하는 중…">
          저장
        </SubmitButton>
        <Link href={target.path}>페이지 보기</Link>
      </p>
    </form>
  );
}
