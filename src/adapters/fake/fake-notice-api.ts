import { inject, injectable } from 'inversify';
import sanitizeHtml from 'sanitize-html';
import type { NoticeApi, OfficeNoticeApi } from '../../application/content/notice-api';
import { AUDIT_ACTIONS } from '../../domain/admin/audit';
import { koreanDateTime } from '../../domain/admin/korean-time';
import {
  type EditableNotice,
  type Notice,
  type NoticeDraft,
  type NoticeSearch,
  type NoticeSummary,
  noticeDraftRefusal,
  savedNoticeFieldsOf,
  noticeQueryOf,
  noticeSummaryOf,
  editableNoticeOf,
  type OfficeNoticeSummary,
} from '../../domain/content/notices';
import { cleanRichText } from '../../domain/content/rich-text';
import type { AttachedFile } from '../../domain/shared/attachments/attached-file';
import type { Page } from '../../domain/shared/paging/page';
import { FakeBackend, type FakeNotice } from './fake-backend';
import { FakeOfficeCampaignApi } from './fake-office-campaign-api';
import { refusal } from './fake-error';
import { FakeOfficeAudit } from './fake-office-audit';

const NO_SUCH_NOTICE = '공지사항을 찾을 수 없습니다. 삭제되었거나 주소가 잘못되었습니다.';

/** Drafts first, then pinned ones, then the newest: the server's order. */
function listOrder(a: FakeNotice, b: FakeNotice): number {
  return (
    Number(a.publishedAt !== null) - Number(b.publishedAt !== null) ||
    Number(b.pinned) - Number(a.pinned) ||
    (b.publishedAt ?? '').localeCompare(a.publishedAt ?? '') ||
    b.createdAt.localeCompare(a.createdAt) ||
    a.id.localeCompare(b.id)
  );
}

/** Every word in the title or the body's text, case aside. */
function matches(notice: FakeNotice, query: string | null): boolean {
  if (!query) return true;
  const haystack = `${notice.title}\n${notice.bodyText}`.toLowerCase();
  return query
    .toLowerCase()
    .split(' ')
    .every((word) => haystack.includes(word));
}

/** The notices as the server keeps and answers them, in the fake backend's memory. */
abstract class FakeNotices {
  constructor(protected readonly backend: FakeBackend) {}

  protected page<T>(search: NoticeSearch, publishedOnly: boolean, itemOf: (n: FakeNotice) => T) {
    const query = noticeQueryOf(search.query);
    const found = this.backend.notices
      .filter((notice) => (!publishedOnly || notice.publishedAt !== null) && matches(notice, query))
      .sort(listOrder);
    const { page, size } = search;
    const items = found.slice((page - 1) * size, page * size).map(itemOf);
    return { items, total: found.length, page, size } satisfies Page<T>;
  }

  protected find(noticeId: string, publishedOnly: boolean): FakeNotice {
    const notice = this.backend.notices.find((candidate) => candidate.id === noticeId);
    if (!notice || (publishedOnly && notice.publishedAt === null)) {
      throw refusal('notFound', NO_SUCH_NOTICE);
    }
    return notice;
  }

  protected attachmentsOf(notice: FakeNotice): AttachedFile[] {
    if (!notice.attachmentsMstId) return [];
    return (this.backend.files.get(notice.attachmentsMstId) ?? [])
      .filter((file) => file.public && file.ownerId === null)
      .map(({ atchFileMstId, atchFileId, fileName, mimeType, size, uploadedAt }) => ({
        atchFileMstId,
        atchFileId,
        fileName,
        mimeType,
        size,
        uploadedAt,
      }));
  }
}

@injectable()
export class FakeNoticeApi extends FakeNotices implements NoticeApi {
  constructor(@inject(FakeBackend) backend: FakeBackend) {
    super(backend);
  }

  async listNotices(search: NoticeSearch): Promise<Page<NoticeSummary>> {
    return this.page(search, true, noticeSummaryOf);
  }

  async notice(noticeId: string): Promise<Notice> {
    const notice = this.find(noticeId, true);
    // The neighbours by publication alone, the id breaking ties.
    const published = this.backend.notices
      .filter((candidate) => candidate.publishedAt !== null)
      .sort(
        (a, b) =>
          (a.publishedAt ?? '').localeCompare(b.publishedAt ?? '') || a.id.localeCompare(b.id),
      );
    const index = published.indexOf(notice);
    const linkOf = (other: FakeNotice | undefined) =>
      other ? { noticeId: other.id, title: other.title } : null;
    return {
      ...noticeSummaryOf(notice),
      bodyHtml: notice.bodyHtml,
      attachments: this.attachmentsOf(notice),
      newer: linkOf(published[index + 1]),
      older: linkOf(published[index - 1]),
    };
  }

  async countNoticeView(noticeId: string): Promise<void> {
    const notice = this.find(noticeId, true);
    const day = koreanDateTime(this.backend.clock.now().toISOString()).slice(0, 10);
    const visitor = this.backend.currentUserId() ?? 'this-browser';
    const key = `${noticeId}|${day}|${visitor}`;
    if (this.backend.noticeViews.has(key)) return;
    this.backend.noticeViews.add(key);
    notice.views += 1;
  }
}

@injectable()
export class FakeOfficeNoticeApi extends FakeNotices implements OfficeNoticeApi {
  private readonly office: FakeOfficeAudit;

  constructor(@inject(FakeBackend) backend: FakeBackend) {
    super(backend);
    this.office = new FakeOfficeAudit(backend);
  }

  async officeNotices(search: NoticeSearch): Promise<Page<OfficeNoticeSummary>> {
    this.office.requireAdministrator();
    return this.page(search, false, (notice) => ({
      ...noticeSummaryOf(notice),
      published: notice.publishedAt !== null,
    }));
  }

  async officeNotice(noticeId: string): Promise<EditableNotice> {
    this.office.requireAdministrator();
    const notice = this.find(noticeId, false);
    return editableNoticeOf(notice, this.attachmentsOf(notice));
  }

  createNotice(draft: NoticeDraft): Promise<string> {
    const id = this.backend.nextId('notice');
    return this.office.audited(
      AUDIT_ACTIONS.createNotice,
      id,
      () => {
        const actorId = this.office.requireAdministrator();
        const now = this.backend.clock.now().toISOString();
        const saved = this.saved(actorId, draft, null);
        this.backend.notices.push({ id, ...saved, authorId: actorId, views: 0, createdAt: now });
        this.mailIfAsked(actorId, id, draft, saved);
        return id;
      },
      draft.title.trim(),
    );
  }

  updateNotice(noticeId: string, draft: NoticeDraft): Promise<void> {
    return this.office.audited(
      AUDIT_ACTIONS.updateNotice,
      noticeId,
      () => {
        const notice = this.find(noticeId, false);
        const actorId = this.office.requireAdministrator();
        Object.assign(notice, this.saved(actorId, draft, notice));
        this.mailIfAsked(actorId, noticeId, draft, notice);
      },
      draft.title.trim(),
    );
  }

  deleteNotice(noticeId: string): Promise<void> {
    return this.office.audited(AUDIT_ACTIONS.deleteNotice, noticeId, () => {
      const notice = this.find(noticeId, false);
      this.backend.notices.splice(this.backend.notices.indexOf(notice), 1);
    });
  }

  /** As the server stores a draft: trimmed, sanitised, first publication kept, files adopted. */
  /** 회원에게 메일로도 알리기: a published notice mailed once, as the server does. */
  private mailIfAsked(
    actorId: string,
    noticeId: string,
    draft: NoticeDraft,
    saved: {
      readonly title: string;
      readonly bodyHtml: string;
      readonly publishedAt: string | null;
    },
  ): void {
    if (!draft.mailMembers || saved.publishedAt === null) return;
    new FakeOfficeCampaignApi(this.backend).announceNotice(actorId, {
      noticeId,
      title: saved.title,
      bodyHtml: saved.bodyHtml,
    });
  }

  private saved(actorId: string, draft: NoticeDraft, before: FakeNotice | null) {
    const body = cleanRichText(draft.bodyHtml, sanitizeHtml);
    const problem = noticeDraftRefusal(draft, body);
    if (problem) throw refusal('invalidInput', problem);
    const now = this.backend.clock.now().toISOString();
    return {
      ...savedNoticeFieldsOf(draft, body, before?.publishedAt ?? null, now),
      attachmentCount: draft.attachmentsMstId
        ? this.backend.adoptFileGroup(draft.attachmentsMstId, actorId)
        : 0,
    };
  }
}
