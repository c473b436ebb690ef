import { useState } from 'react';
import { useLocation } from 'wouter';
import {
  type EditableNotice,
  NOTICE_BODY_REQUIRED,
  NOTICE_TITLE_MAX_LENGTH,
  NOTICE_TITLE_REQUIRED,
} from '../../domain/content/notices';
import type { AttachedFile } from '../../domain/shared/attachments/attached-file';
import { withMediaAddresses } from '../../domain/content/rich-text';
import { useAppServices } from '../shared/app/app-services';
import { useRefusalReason } from '../shared/forms/use-refusal-reason';
import { CheckboxField } from '../shared/forms/CheckboxField';
import { useUnsavedEdits } from '../shared/routing/use-unsaved-edits';
import { FormRefusal } from '../shared/forms/FormRefusal';
import { NoticeAttachmentsField } from './NoticeAttachmentsField';
import { noticeHref } from './notice-address';
import { RichTextField } from './RichTextField';
import './NoticeEditorForm.css';

/**
 * A notice as the office writes it: title, body, attachments, 중요 (pinned first); saved as a
 * draft or published, previewed as readers will see it, and deleted. The server keeps only
 * what its allow-list allows of the body, and says so when something is refused.
 */
export function NoticeEditorForm({ notice }: { notice: EditableNotice | null }) {
  const { officeNotices, notifier, routes, mediaUrl } = useAppServices();
  const reasonOf = useRefusalReason();
  const [, navigate] = useLocation();
  const [title, setTitle] = useState(notice?.title ?? '');
  const [body, setBody] = useState({ html: notice?.bodyHtml ?? '', empty: !notice });
  const [pinned, setPinned] = useState(notice?.pinned ?? false);
  const [groupId, setGroupId] = useState(notice?.attachmentsMstId ?? null);
  const [attachments, setAttachments] = useState<readonly AttachedFile[]>(
    notice?.attachments ?? [],
  );
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const [problem, setProblem] = useState<{
    field: 'title' | 'body' | 'form';
    message: string;
  } | null>(null);
  const list = routes.byId('officeNotices').path;
  const editor = routes.byId('officeNoticeEditor').path;
  const edits = useUnsavedEdits(
    title !== (notice?.title ?? '') ||
      body.html !== (notice?.bodyHtml ?? '') ||
      pinned !== (notice?.pinned ?? false) ||
      attachments.length !== (notice?.attachments.length ?? 0),
  );

  const save = async (published: boolean) => {
    if (title.trim() === '') return setProblem({ field: 'title', message: NOTICE_TITLE_REQUIRED });
    if (body.empty) return setProblem({ field: 'body', message: NOTICE_BODY_REQUIRED });
    setProblem(null);
    setSaving(true);
    const draft = { title, bodyHtml: body.html, pinned, published, attachmentsMstId: groupId };
    try {
      if (notice) await officeNotices.updateNotice(notice.noticeId, draft);
      else {
        const created = await officeNotices.createNotice(draft);
        edits.saved();
        navigate(noticeHref(editor, created), { replace: true });
      }
      notifier.success(published ? '공지사항을 게시했습니다.' : '임시 저장했습니다.');
      if (notice) {
        edits.saved();
        navigate(list);
      }
    } catch (error) {
      setProblem({
        field: 'form',
        message: reasonOf(error, '저장하지 못했습니다.'),
      });
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    if (
      !notice ||
      !window.confirm(`「${notice.title}」 공지사항을 삭제할까요? 되돌릴 수 없습니다.`)
    )
      return;
    try {
      await officeNotices.deleteNotice(notice.noticeId);
      notifier.success('공지사항을 삭제했습니다.');
      edits.saved();
      navigate(list);
    } catch (error) {
      setProblem({
        field: 'form',
        message: reasonOf(error, '삭제하지 못했습니다.'),
      });
    }
  };

  const busy = saving || uploading;
  return (
    <form className="notice-editor" noValidate onSubmit={(event) => event.preventDefault()}>
      <div className="form__field">
        <label htmlFor="notice-title">
          제목<span className="form__required"> (필수)</span>
        </label>
        <input
          id="notice-title"
          value={title}
          maxLength={NOTICE_TITLE_MAX_LENGTH}
          aria-invalid={problem?.field === 'title'}
          aria-describedby={problem?.field === 'title' ? 'notice-title-error' : undefined}
          onChange={(event) => setTitle(event.target.value)}
        />
        {problem?.field === 'title' ? (
          <FormRefusal id="notice-title-error" message={problem.message} />
        ) : null}
      </div>
      <RichTextField
        id="notice-body"
        initialHtml={body.html}
        problem={problem?.field === 'body' ? problem.message : null}
        onChange={(html, empty) => setBody({ html, empty })}
      />
      <NoticeAttachmentsField
        groupId={groupId}
        attachments={attachments}
        onBusyChange={setUploading}
        onUploaded={(group, file) => {
          setGroupId(group);
          setAttachments((current) => [...current, file]);
        }}
      />
      <CheckboxField
        id="notice-pinned"
        label="중요 공지 (목록 맨 위에 고정)"
        checked={pinned}
        onChange={setPinned}
      />
      {problem?.field === 'form' ? <FormRefusal message={problem.message} /> : null}
      <p className="notice-editor__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={() => void save(true)}
        >
          {notice?.published ? '수정 내용 게시' : '게시'}
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => void save(false)}>
          {notice?.published ? '게시 중지(임시 저장)' : '임시 저장'}
        </button>
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
          <span role="status">{uploading ? '파일을 올리는 중…' : '저장하는 중…'}</span>
        ) : null}
      </p>
      {previewing ? (
        <section className="notice-editor__preview" aria-labelledby="notice-preview-title">
          <h2 id="notice-preview-title">미리 보기: {title || '(제목 없음)'}</h2>
          {/* The editor's own HTML (its schema allows no script); the server sanitises it again. */}
          <div
            className="notice__body"
            dangerouslySetInnerHTML={{ __html: withMediaAddresses(body.html, mediaUrl) }}
          />
        </section>
      ) : null}
    </form>
  );
}
