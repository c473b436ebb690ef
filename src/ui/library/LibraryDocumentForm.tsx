import { useState } from 'react';
import {
  type EditableLibraryDocument,
  LIBRARY_CATEGORIES,
  LIBRARY_CATEGORY_LABELS,
  LIBRARY_DESCRIPTION_MAX_LENGTH,
  LIBRARY_TITLE_MAX_LENGTH,
  type LibraryCategory,
  type LibraryDraft,
  libraryDraftRefusal,
} from '../../domain/library/library';
import { formatFileSize } from '../../domain/shared/format/file-size';
import { useAppServices } from '../shared/app/app-services';
import { useRefusalReason } from '../shared/forms/use-refusal-reason';
import { FormRefusal } from '../shared/forms/FormRefusal';

export interface LibraryDocumentFormProps {
  /** The document to change; null for a new one. */
  readonly document: EditableLibraryDocument | null;
  readonly onSaved: () => void;
  readonly onCancel: () => void;
}

/**
 * A 자료실 document as the office writes it: category, title, a few words about it, and its
 * file. A file chosen for a document that has one goes into the same group as its new version:
 * the list then offers the newest, and the downloads of every version count together.
 */
export function LibraryDocumentForm({ document, onSaved, onCancel }: LibraryDocumentFormProps) {
  const { files, officeLibrary, notifier } = useAppServices();
  const reasonOf = useRefusalReason();
  const [fields, setFields] = useState({
    category: document?.category ?? 'form',
    title: document?.title ?? '',
    description: document?.description ?? '',
  });
  const [group, setGroup] = useState<string | null>(document?.atchFileMstId ?? null);
  const [uploaded, setUploaded] = useState<{ name: string; size: number } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const upload = async (file: File) => {
    setProblem(null);
    setProgress(0);
    try {
      const ref = await files.uploadFile(
        { name: file.name, data: file },
        { ...(group ? { atchFileMstId: group } : {}), onProgress: setProgress },
      );
      setGroup(ref.atchFileMstId);
      setUploaded({ name: file.name, size: file.size });
    } catch (failure) {
      setProblem(`${file.name}: ${reasonOf(failure, '올리지 못했습니다.')}`);
    } finally {
      setProgress(null);
    }
  };

  const save = async () => {
    const draft: LibraryDraft = { ...fields, atchFileMstId: group };
    const refusal = libraryDraftRefusal(draft);
    if (refusal) return setProblem(refusal);
    setProblem(null);
    setSaving(true);
    try {
      if (document) await officeLibrary.updateLibraryDocument(document.documentId, draft);
      else await officeLibrary.createLibraryDocument(draft);
      notifier.success('자료를 저장했습니다.');
      onSaved();
    } catch (error) {
      setProblem(reasonOf(error, '저장하지 못했습니다.'));
    } finally {
      setSaving(false);
    }
  };

  const current =
    uploaded ??
    (document?.file ? { name: document.file.fileName, size: document.file.size } : null);
  const busy = saving || progress !== null;
  return (
    <form
      className="library__form"
      noValidate
      aria-label={document ? `${document.title} 고치기` : '새 자료'}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <div className="form__field">
        <label htmlFor="library-category-field">분류</label>
        <select
          id="library-category-field"
          value={fields.category}
          onChange={(event) =>
            setFields({ ...fields, category: event.target.value as LibraryCategory })
          }
        >
          {LIBRARY_CATEGORIES.map((each) => (
            <option key={each} value={each}>
              {LIBRARY_CATEGORY_LABELS[each]}
            </option>
          ))}
        </select>
      </div>
      <div className="form__field">
        <label htmlFor="library-title">
          제목<span className="form__required"> (필수)</span>
        </label>
        <input
          id="library-title"
          value={fields.title}
          maxLength={LIBRARY_TITLE_MAX_LENGTH}
          required
          onChange={(event) => setFields({ ...fields, title: event.target.value })}
        />
      </div>
      <div className="form__field">
        <label htmlFor="library-description">설명</label>
        <textarea
          id="library-description"
          rows={3}
          value={fields.description}
          maxLength={LIBRARY_DESCRIPTION_MAX_LENGTH}
          onChange={(event) => setFields({ ...fields, description: event.target.value })}
        />
      </div>
      <div className="form__field">
        <label htmlFor="library-file">{current ? '새 판 올리기' : '파일 올리기'}</label>
        {current ? (
          <p className="muted">
            지금 파일: {current.name} ({formatFileSize(current.size)})
          </p>
        ) : null}
        <input
          id="library-file"
          type="file"
          disabled={busy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
        {progress !== null ? (
          <progress max={1} value={progress} aria-label="파일 올리는 중" />
        ) : null}
      </div>
      <FormRefusal message={problem} />
      <p className="library__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          저장
        </button>
        <button type="button" className="button" onClick={onCancel}>
          취소
        </button>
      </p>
    </form>
  );
}
