import { useState } from 'react';
import {
  type EditableLibraryDocument,
  LIBRARY_CATEGORIES,
  LIBRARY_CATEGORY_LABELS,
  LIBRARY_DESCRIPTION_MAX_LENGTH,
  LIBRARY_TITLE_MAX_LENGTH,
  type LibraryDraft,
  libraryDraftRefusal,
  libraryTitleRefusal,
} from '../../domain/library/library';
import { formatFileSize } from '../../domain/shared/format/file-size';
import { useAppServices } from '../shared/app/app-services';
import {
  FormRefusal,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from '../shared/forms/kit';
import { useForm } from '../shared/forms/use-form';
import { useRefusalReason } from '../shared/forms/use-refusal-reason';

export interface LibraryDocumentFormProps {
  /** The document to change; null for a new one. */
  readonly document: EditableLibraryDocument | null;
  readonly onSaved: () => void;
  readonly onCancel: () => void;
}

const CATEGORY_OPTIONS = LIBRARY_CATEGORIES.map((each) => ({
  value: each,
  label: LIBRARY_CATEGORY_LABELS[each],
}));

const RULES = { title: libraryTitleRefusal };

/**
 * A 자료실 document as the office writes it: category, title, a few words about it, and its
 * file. A file chosen for a document that has one goes into the same group as its new version:
 * the list then offers the newest, and the downloads of every version count together.
 */
export function LibraryDocumentForm({ document, onSaved, onCancel }: LibraryDocumentFormProps) {
  const { files, officeLibrary, notifier } = useAppServices();
  const reasonOf = useRefusalReason();
  const [uploaded, setUploaded] = useState<{ name: string; size: number } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const form = useForm<LibraryDraft>({
    initial: {
      category: document?.category ?? 'form',
      title: document?.title ?? '',
      description: document?.description ?? '',
      atchFileMstId: document?.atchFileMstId ?? null,
    },
    rules: RULES,
    failure: '저장하지 못했습니다.',
    onSubmit: async (draft) => {
      const refusal = libraryDraftRefusal(draft);
      if (refusal) {
        form.refuse(refusal);
        return;
      }
      if (document) await officeLibrary.updateLibraryDocument(document.documentId, draft);
      else await officeLibrary.createLibraryDocument(draft);
      notifier.success('자료를 저장했습니다.');
      onSaved();
    },
  });

  const upload = async (file: File) => {
    form.refuse(null);
    setProgress(0);
    try {
      const group = form.values.atchFileMstId;
      const ref = await files.uploadFile(
        { name: file.name, data: file },
        { ...(group ? { atchFileMstId: group } : {}), onProgress: setProgress },
      );
      form.setValue('atchFileMstId', ref.atchFileMstId);
      setUploaded({ name: file.name, size: file.size });
    } catch (failure) {
      form.refuse(`${file.name}: ${reasonOf(failure, '올리지 못했습니다.')}`);
    } finally {
      setProgress(null);
    }
  };

  const current =
    uploaded ??
    (document?.file ? { name: document.file.fileName, size: document.file.size } : null);
  const uploading = progress !== null;
  return (
    <form
      {...form.formProps}
      className="library__form"
      aria-label={document ? `${document.title} 고치기` : '새 자료'}
    >
      <SelectField form={form} name="category" label="분류" options={CATEGORY_OPTIONS} />
      <TextField
        form={form}
        name="title"
        label="제목"
        required
        maxLength={LIBRARY_TITLE_MAX_LENGTH}
      />
      <TextAreaField
        form={form}
        name="description"
        label="설명"
        rows={3}
        maxLength={LIBRARY_DESCRIPTION_MAX_LENGTH}
      />
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
          disabled={uploading || form.submitting}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
        {uploading ? <progress max={1} value={progress} aria-label="파일 올리는 중" /> : null}
      </div>
      <FormRefusal message={form.formError} />
      <p className="library__actions">
        <SubmitButton
          inline
          submitting={form.submitting}
          disabled={uploading}
          busyLabel="저장하는 중…"
        >
          저장
        </SubmitButton>
        <button type="button" className="button" onClick={onCancel}>
          취소
        </button>
      </p>
    </form>
  );
}
