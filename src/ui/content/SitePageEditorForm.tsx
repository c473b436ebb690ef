import { useState } from 'react';
import { Link } from 'wouter';
import { NOTICE_BODY_REQUIRED } from '../../domain/content/notices';
import { SITE_PAGE_ROUTES, type SitePageKey } from '../../domain/content/site-pages';
import { useAppServices } from '../shared/app/app-services';
import { FormRefusal, SubmitButton } from '../shared/forms/kit';
import { useForm } from '../shared/forms/use-form';
import { useUnsavedEdits } from '../shared/routing/use-unsaved-edits';
import { RichTextField } from './RichTextField';

const RULES = { bodyEmpty: (empty: boolean) => (empty ? NOTICE_BODY_REQUIRED : null) };

/** A page's body in the rich-text editor, saved whole; the editor holds the page until saved. */
export function SitePageEditorForm({
  pageKey,
  initialHtml,
}: {
  readonly pageKey: SitePageKey;
  /** The body as loaded (blank for a page not written yet). */
  readonly initialHtml: string;
}) {
  const { officeSitePages, notifier, routes } = useAppServices();
  const target = routes.byId(SITE_PAGE_ROUTES[pageKey]);
  // The body as last saved: the page as loaded, then each save.
  const [savedHtml, setSavedHtml] = useState(initialHtml);
  const form = useForm({
    initial: { bodyHtml: initialHtml, bodyEmpty: initialHtml === '' },
    rules: RULES,
    failure: '저장하지 못했습니다.',
    onSubmit: async ({ bodyHtml }) => {
      await officeSitePages.updateSitePage(pageKey, bodyHtml);
      setSavedHtml(bodyHtml);
      notifier.success(`「${target.title}」 페이지를 저장했습니다.`);
    },
  });
  useUnsavedEdits(form.values.bodyHtml !== savedHtml);
  return (
    <form {...form.formProps} className="notice-editor">
      <h1>{target.title} 고치기</h1>
      <RichTextField
        id="page-body"
        initialHtml={initialHtml}
        problem={form.errors.bodyEmpty ?? null}
        onChange={(html, empty) => {
          form.setValue('bodyHtml', html);
          form.setValue('bodyEmpty', empty);
        }}
      />
      <FormRefusal message={form.formError} />
      <p className="notice-editor__actions">
        <SubmitButton submitting={form.submitting} busyLabel="저장하는 중…">
          저장
        </SubmitButton>
        <Link href={target.path}>페이지 보기</Link>
      </p>
    </form>
  );
}
