import { useState } from 'react';
import { useLocation } from 'wouter';
import {
  type EditableNotice,
  NOTICE_BODY_REQUIRED,
  NOTICE_TITLE_MAX_LENGTH,
  type NoticeDraft,
  noticeTitleRefusal,
} from '../../domain/content/notices';
import type { AttachedFile } from '../../domain/shared/attachments/attached-file';
import { withMediaAddresses } from '../../domain/content/rich-text';
import { useAppServices } from '../shared/app/app-services';
import { CheckboxField, FormRefusal, TextField } from '../shared/forms/kit';
import { useAction } from '../shared/forms/use-action';
import { useForm } from '../shared/forms/use-form';
import { useUnsavedEdits } from '../shared/routing/use-unsaved-edits';
import { NoticeAttachmentsField } from './NoticeAttachmentsField';
import { noticeHref } from './notice-address';
import { PublishButtons } from './PublishButtons';
import { RichTextField } from './RichTextField';
import './NoticeEditorForm.css';

interface NoticeValues extends NoticeDraft {
  /** The editor holds no text (the body's HTML may still hold an empty paragraph). */
  readonly bodyEmpty: boolean;
  readonly attachments: readonly AttachedFile[];
}

const RULES = {
  title: noticeTitleRefusal,
  bodyEmpty: (empty: boolean) => (empty ? NOTICE_BODY_REQUIRED : null),
};

/**
 * A notice as the office writes it: title, body, attachments, 중요 (pinned first); saved as a
 * draft or published, previewed as readers will see it, and deleted. The server keeps only
 * what its allow-list allows of the body, and says so when something is refused.
 */
export function NoticeEditorForm({ notice }: { notice: EditableNotice | null }) {
  const { officeNotices, notifier, routes } = useAppServices();
  const [, navigate] = useLocation();
  const [uploading, setUploading] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const removal = useAction();
  const list = routes.byId('officeNotices').path;
  const editor = routes.byId('officeNoticeEditor').path;
  const form = useForm<NoticeValues>({
    initial: {
      title: notice?.title ?? '',
      bodyHtml: notice?.bodyHtml ?? '',
      bodyEmpty: !notice,
      pinned: notice?.pinned ?? false,
      published: notice?.published ?? false,
      attachmentsMstId: notice?.attachmentsMstId ?? null,
      attachments: notice?.attachments ?? [],
      mailMembers: false,
    },
    rules: RULES,
    failure: '저장하지 못했습니다.',
    sentByActions: true,
    onSubmit: async ({ title, bodyHtml, pinned, published, attachmentsMstId, mailMembers }) => {
      const draft = { title, bodyHtml, pinned, published, attachmentsMstId, mailMembers };
      if (notice) await officeNotices.updateNotice(notice.noticeId, draft);
      else {
        const created = await officeNotices.createNotice(draft);
        edits.saved();
        navigate(noticeHref(editor, created), { replace: true });
      }
      notifier.success(
        !published
          ? '임시 저장했습니다.'
          : mailMembers
            ? '공지사항을 게시하고 회원에게 메일을 보내기 시작했습니다.'
            : '공지사항을 게시했습니다.',
      );
      if (notice) {
        edits.saved();
        navigate(list);
      }
    },
  });
  const { values } = form;
  const edits = useUnsavedEdits(
    values.title !== (notice?.title ?? '') ||
      values.bodyHtml !== (notice?.bodyHtml ?? '') ||
      values.pinned !== (notice?.pinned ?? false) ||
      values.attachments.length !== (notice?.attachments.length ?? 0),
  );

  const remove = async () => {
    if (
      !notice ||
      !window.confirm(`「${notice.title}」 공지사항을 삭제할까요? 되돌릴 수 없습니다.`)
    )
      return;
    await removal.run(async () => {
      await officeNotices.deleteNotice(notice.noticeId);
      notifier.success('공지사항을 삭제했습니다.');
      edits.saved();
      navigate(list);
    }, '삭제하지 못했습니다.');
  };

  const busy = form.submitting || uploading || removal.busy;
  return (
    <form {...form.formProps} className="notice-editor">
      <TextField
        form={form}
        name="title"
        label="제목"
        required
        maxLength={NOTICE_TITLE_MAX_LENGTH}
      />
      <RichTextField
        id="notice-body"
        initialHtml={notice?.bodyHtml ?? ''}
        problem={form.errors.bodyEmpty ?? null}
        onChange={(html, empty) => {
          form.setValue('bodyHtml', html);
          form.setValue('bodyEmpty', empty);
        }}
      />
      <NoticeAttachmentsField
        groupId={values.attachmentsMstId}
        attachments={values.attachments}
        onBusyChange={setUploading}
        onUploaded={(group, file) => {
          form.setValue('attachmentsMstId', group);
          form.updateValue('attachments', (current) => [...current, file]);
        }}
      />
      <CheckboxField
        id={form.idOf('pinned')}
        label="중요 공지 (목록 맨 위에 고정)"
        checked={values.pinned}
        onChange={(pinned) => form.setValue('pinned', pinned)}
      />
      <CheckboxField
        id={form.idOf('mailMembers')}
        label="회원에게 메일로도 알리기 (게시할 때 한 번, 안내 메일을 받는 회원에게)"
        checked={values.mailMembers ?? false}
        onChange={(mailMembers) => form.setValue('mailMembers', mailMembers)}
      />
      <FormRefusal message={form.formError ?? removal.problem} />
      <p className="notice-editor__actions">
        <PublishButtons form={form} wasPublished={notice?.published ?? false} disabled={busy} />
        <button
          type="button"
          className="button"
          aria-pressed={previewing}
          onClick={() => setPreviewing((on) => !on)}
        >
          미리 보기
        </button>
        {notice ? (
          <button
            type="button"
            className="button button--danger"
            disabled={busy}
            onClick={() => void remove()}
          >
            삭제
          </button>
        ) : null}
        {busy ? (
          <span role="status">
            {uploading ? '파일을 올리는 중…' : removal.busy ? '삭제하는 중…' : '저장하는 중…'}
          </span>
        ) : null}
      </p>
      {previewing ? <NoticePreview title={values.title} bodyHtml={values.bodyHtml} /> : null}
    </form>
  );
}

/** The notice as readers will see it, below the editor. */
function NoticePreview({ title, bodyHtml }: { title: string; bodyHtml: string }) {
  const { mediaUrl } = useAppServices();
  return (
    <section className="notice-editor__preview" aria-labelledby="notice-preview-title">
      <h2 id="notice-preview-title">미리 보기: {title || '(제목 없음)'}</h2>
      {/* The editor's own HTML (its schema allows no script); the server sanitises it again. */}
      <div
        className="notice__body"
        dangerouslySetInnerHTML={{ __html: withMediaAddresses(bodyHtml, mediaUrl) }}
      />
    </section>
  );
}
