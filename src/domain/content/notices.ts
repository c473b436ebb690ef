import type { AttachedFile } from '../shared/attachments/attached-file';
import { hasRichTextContent } from './rich-text';

/**
 * The association's notices (공지사항): a list with search, pinned ones first, ten a page; a
 * notice's body is HTML, sanitised by the server when it is saved; views are counted once per
 * visitor and day.
 */

/** Notices on one page of the public list (the page is in the address, `?page=`). */
export const NOTICE_PAGE_SIZE = 10;
/** The most a page of the office's list holds. */
export const NOTICE_MAX_PAGE_SIZE = 50;
export const NOTICE_TITLE_MAX_LENGTH = 200;
/** The body's HTML as the editor sends it, before sanitising (about 100 pages of text). */
export const NOTICE_BODY_MAX_LENGTH = 200_000;
/** What a draft without a title or a body is told (the console, the server and the fake alike). */
export const NOTICE_TITLE_REQUIRED = '제목을 입력해 주세요.';
export const NOTICE_BODY_REQUIRED = '본문을 입력해 주세요.';
/** Words searched in titles and bodies. */
export const NOTICE_QUERY_MAX_LENGTH = 100;

export interface NoticeSummary {
  readonly noticeId: string;
  readonly title: string;
  /** ISO 8601: when it was published. */
  readonly postedAt: string;
  readonly pinned: boolean;
  readonly views: number;
  readonly attachmentCount: number;
}

/** A notice in the office's list: a draft is marked as one. */
export interface OfficeNoticeSummary extends NoticeSummary {
  readonly published: boolean;
}

/** The notice before or after one, in the list's order. */
export interface NoticeLink {
  readonly noticeId: string;
  readonly title: string;
}

export interface Notice extends NoticeSummary {
  /** Sanitised HTML: only the tags and attributes the server's sanitiser keeps. */
  readonly bodyHtml: string;
  readonly attachments: readonly AttachedFile[];
  /** The newer notice in the list (shown above), and the older one. */
  readonly newer: NoticeLink | null;
  readonly older: NoticeLink | null;
}

export interface NoticeSearch {
  /** Words searched in the title and the body's text; all when absent or blank. */
  readonly query?: string;
  readonly page: number;
  readonly size: number;
}

/** A search's words as the list keeps them: trimmed, spaces collapsed; null when blank. */
export function noticeQueryOf(query: string | null | undefined): string | null {
  const words = (query ?? '').trim().replace(/\s+/gu, ' ');
  return words === '' ? null : words.slice(0, NOTICE_QUERY_MAX_LENGTH);
}

/** What the office writes: the notice as its editor holds it. */
export interface NoticeDraft {
  readonly title: string;
  /** The editor's HTML; the server keeps only what its sanitiser allows. */
  readonly bodyHtml: string;
  readonly pinned: boolean;
  /** Shown to everyone; a draft (false) only in the console. */
  readonly published: boolean;
  /** The group of its attached files (uploaded first), if any. */
  readonly attachmentsMstId: string | null;
  /**
   * 회원에게 메일로도 알리기 (issue 32, item 6): once published, the notice is mailed to every
   * member who receives 안내 by mail (once per notice).
   */
  readonly mailMembers?: boolean;
}

/** A notice as the office edits it: drafts too, with when it was made and changed. */
export interface EditableNotice extends NoticeDraft {
  readonly noticeId: string;
  readonly publishedAt: string | null;
  readonly views: number;
  readonly attachments: readonly AttachedFile[];
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** A notice as it is stored (the server's row, the fake's record): what the views below read. */
export interface StoredNotice {
  readonly id: string;
  readonly title: string;
  readonly bodyHtml: string;
  readonly pinned: boolean;
  /** Null while a draft. */
  readonly publishedAt: string | null;
  readonly attachmentsMstId: string | null;
  readonly attachmentCount: number;
  readonly views: number;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** A notice as a list shows it: a draft dated by when it was made. */
export function noticeSummaryOf(notice: Omit<StoredNotice, 'bodyHtml'>): NoticeSummary {
  return {
    noticeId: notice.id,
    title: notice.title,
    postedAt: notice.publishedAt ?? notice.createdAt,
    pinned: notice.pinned,
    views: notice.views,
    attachmentCount: notice.attachmentCount,
  };
}

/** A notice as the office edits it, with its files (as the caller lists them). */
export function editableNoticeOf<File>(notice: StoredNotice, attachments: File[]) {
  return {
    noticeId: notice.id,
    title: notice.title,
    bodyHtml: notice.bodyHtml,
    pinned: notice.pinned,
    published: notice.publishedAt !== null,
    publishedAt: notice.publishedAt,
    attachmentsMstId: notice.attachmentsMstId,
    attachments,
    views: notice.views,
    createdAt: notice.createdAt,
    updatedAt: notice.updatedAt,
  };
}

/** The refusal a draft earns before it is stored: a blank title, then a body with nothing in it. */
export function noticeDraftRefusal(
  draft: Pick<NoticeDraft, 'title'>,
  cleanedBody: { readonly html: string; readonly text: string },
): string | null {
  return (
    noticeTitleRefusal(draft.title) ??
    (hasRichTextContent(cleanedBody) ? null : NOTICE_BODY_REQUIRED)
  );
}

/** A blank title's refusal (the editor says it next to the field), or null. */
export function noticeTitleRefusal(title: string): string | null {
  return title.trim() === '' ? NOTICE_TITLE_REQUIRED : null;
}

/**
 * What is stored of a draft that passed (server and fake alike): the title trimmed, the body as
 * the sanitiser left it, the publication time kept from the first publishing.
 */
export function savedNoticeFieldsOf(
  draft: NoticeDraft,
  cleanedBody: { readonly html: string; readonly text: string },
  publishedBefore: string | null,
  now: string,
) {
  return {
    title: draft.title.trim(),
    bodyHtml: cleanedBody.html,
    bodyText: cleanedBody.text,
    pinned: draft.pinned,
    publishedAt: draft.published ? (publishedBefore ?? now) : null,
    attachmentsMstId: draft.attachmentsMstId,
    updatedAt: now,
  };
}
