import type { AttachedFile } from '../shared/attachments/attached-file';

/**
 * 자료실: documents the association publishes for download (forms, rules, reports). Each is a
 * file group of the association's; the list offers its newest file (a new version uploaded into
 * the same group replaces it), with its size, date and how often it was downloaded.
 */

export const LIBRARY_CATEGORIES = ['form', 'regulation', 'report', 'other'] as const;
export type LibraryCategory = (typeof LIBRARY_CATEGORIES)[number];

export const LIBRARY_CATEGORY_LABELS: Readonly<Record<LibraryCategory, string>> = {
  form: '서식',
  regulation: '회칙·규정',
  report: '보고서',
  other: '기타',
};

export const LIBRARY_PAGE_SIZE = 20;
export const LIBRARY_MAX_PAGE_SIZE = 50;
export const LIBRARY_TITLE_MAX_LENGTH = 100;
export const LIBRARY_DESCRIPTION_MAX_LENGTH = 500;
export const LIBRARY_QUERY_MAX_LENGTH = 50;

export const LIBRARY_TITLE_REQUIRED = '자료 제목을 입력해 주세요.';
export const LIBRARY_FILE_REQUIRED = '내려받을 파일을 올려 주세요.';
export const NO_SUCH_DOCUMENT = '자료를 찾을 수 없습니다.';

/** What the office writes. */
export interface LibraryDraft {
  readonly category: LibraryCategory;
  readonly title: string;
  readonly description: string;
  /** The group of the uploaded file(s); its newest file is the one offered. */
  readonly atchFileMstId: string | null;
}

/** A document in the list. */
export interface LibraryDocument {
  readonly documentId: string;
  readonly category: LibraryCategory;
  readonly title: string;
  readonly description: string;
  /** The newest file of its group (null when none is left). */
  readonly file: AttachedFile | null;
  /** Downloads of the group's files, all versions together. */
  readonly downloads: number;
  /** ISO 8601: when the office last changed it or gave it a new file. */
  readonly updatedAt: string;
}

/** A document as the office edits it. */
export interface EditableLibraryDocument extends LibraryDocument {
  readonly atchFileMstId: string;
}

export interface LibrarySearch {
  readonly category: LibraryCategory | null;
  /** Words searched in the title and the description; blank for all. */
  readonly query: string;
  readonly page: number;
}

/** A blank title's refusal (the form says it next to the field), or null. */
export function libraryTitleRefusal(title: string): string | null {
  return title.trim() === '' ? LIBRARY_TITLE_REQUIRED : null;
}

/** The refusal a draft earns (console, server and fake alike), or null. */
export function libraryDraftRefusal(draft: LibraryDraft): string | null {
  const title = libraryTitleRefusal(draft.title);
  if (title) return title;
  if (!draft.atchFileMstId) return LIBRARY_FILE_REQUIRED;
  return null;
}

/** What is stored of a draft that passed (its file group checked): texts trimmed, changed now. */
export function savedLibraryFieldsOf(
  draft: Pick<LibraryDraft, 'category' | 'title' | 'description'>,
  atchFileMstId: string,
  now: string,
) {
  return {
    category: draft.category,
    title: draft.title.trim(),
    description: draft.description.trim(),
    atchFileMstId,
    updatedAt: now,
  };
}

/** The words of a search (blank-separated, at most five). */
export function librarySearchWords(query: string): string[] {
  return query.trim().split(/\s+/u).filter(Boolean).slice(0, 5);
}
