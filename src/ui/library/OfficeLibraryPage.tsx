import { useState } from 'react';
import { useSearch } from 'wouter';
import {
  type EditableLibraryDocument,
  LIBRARY_CATEGORY_LABELS,
} from '../../domain/library/library';
import { formatDate } from '../../domain/shared/format/date-format';
import { formatFileSize } from '../../domain/shared/format/file-size';
import { formatNumber } from '../../domain/shared/format/number-format';
import { pageNumberOf } from '../../domain/shared/paging/page';
import { OfficeFrame } from '../admin';
import { useAppServices } from '../shared/app/app-services';
import { useRefusalReason } from '../shared/forms/use-refusal-reason';
import { FormRefusal } from '../shared/forms/FormRefusal';
import { LoadGate, useRetryableLoad } from '../shared/load/LoadGate';
import { Pagination } from '../shared/paging/Pagination';
import type { PageProps } from '../shared/routing/page-registry';
import { LibraryDocumentForm } from './LibraryDocumentForm';
import './Library.css';

/** 자료실 관리: the documents, newest change first, each changed or removed; a new one added. */
export default function OfficeLibraryPage({ route }: PageProps) {
  const { officeLibrary, notifier } = useAppServices();
  const reasonOf = useRefusalReason();
  const page = pageNumberOf(new URLSearchParams(useSearch()).get('page'));
  const { result, retry } = useRetryableLoad(
    (signal) => officeLibrary.officeLibrary({ category: null, query: '', page }, signal),
    String(page),
  );
  const [editing, setEditing] = useState<EditableLibraryDocument | 'new' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const done = () => {
    setEditing(null);
    retry();
  };

  const remove = async (document: EditableLibraryDocument) => {
    if (!window.confirm(`「${document.title}」 자료를 삭제할까요? 되돌릴 수 없습니다.`)) return;
    setProblem(null);
    try {
      await officeLibrary.deleteLibraryDocument(document.documentId);
      notifier.success('자료를 삭제했습니다.');
      done();
    } catch (error) {
      setProblem(reasonOf(error, '삭제하지 못했습니다.'));
    }
  };

  if (editing) {
    return (
      <OfficeFrame route={route}>
        <h1>{editing === 'new' ? '새 자료' : '자료 고치기'}</h1>
        <LibraryDocumentForm
          document={editing === 'new' ? null : editing}
          onSaved={done}
          onCancel={() => setEditing(null)}
        />
      </OfficeFrame>
    );
  }
  return (
    <OfficeFrame route={route}>
      <h1>{route.title}</h1>
      <p>
        <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
          새 자료
        </button>
      </p>
      <FormRefusal message={problem} />
      <LoadGate result={result} what="자료실 목록" onRetry={retry}>
        {(found) => (
          <>
            {found.items.length === 0 ? <p>등록된 자료가 없습니다.</p> : null}
            <ul className="library__list" aria-label="자료 목록" hidden={found.items.length === 0}>
              {found.items.map((document) => (
                <li key={document.documentId} className="library__item">
                  <p className="library__category">{LIBRARY_CATEGORY_LABELS[document.category]}</p>
                  <h2 className="library__title">{document.title}</h2>
                  <p className="library__meta">
                    <span>
                      {document.file
                        ? `${document.file.fileName} (${formatFileSize(document.file.size)})`
                        : '파일 없음'}
                    </span>
                    <span>
                      <time dateTime={document.updatedAt}>{formatDate(document.updatedAt)}</time>
                    </span>
                    <span>내려받기 {formatNumber(document.downloads)}회</span>
                  </p>
                  <p className="library__actions">
                    <button
                      type="button"
                      className="button"
                      aria-label={`고치기: ${document.title}`}
                      onClick={() => setEditing(document)}
                    >
                      고치기
                    </button>
                    <button
                      type="button"
                      className="button button--danger"
                      aria-label={`삭제: ${document.title}`}
                      onClick={() => void remove(document)}
                    >
                      삭제
                    </button>
                  </p>
                </li>
              ))}
            </ul>
            <Pagination
              of={found}
              label="자료실 페이지"
              hrefOf={(target) => `${route.path}?page=${target}`}
            />
          </>
        )}
      </LoadGate>
    </OfficeFrame>
  );
}
