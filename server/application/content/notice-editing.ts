import { AUDIT_ACTIONS } from '../../../src/domain/admin';
import {
  noticeDraftRefusal,
  savedNoticeFieldsOf,
  type NoticeDraft,
  editableNoticeOf,
  noticeSummaryOf,
} from '../../../src/domain/content/notices';
import type { DataOf } from '../../../src/contract/endpoint-types';
import { type AdminActor, AuditedUseCases } from '../admin';
import { AppError } from '../shared/app-error';
import type { NoticeRecord } from './ports';
import { attachmentsOf } from './notice-attachments';
import { NO_SUCH_NOTICE, type NoticeListSearch, noticePage } from './public-notices';

/**
 * The office writes the notices: drafts, publishing, pinning, attachments. The body is kept as
 * the sanitiser leaves it (never as typed), so what a page shows is safe whoever wrote it; each
 * change is in the audit log.
 */
export class NoticeEditing extends AuditedUseCases {
  list(search: NoticeListSearch): Promise<DataOf<'officeNotices'>> {
    return noticePage(this.context, search, false, (notice) => ({
      ...noticeSummaryOf(notice),
      published: notice.publishedAt !== null,
    }));
  }

  async get(noticeId: string): Promise<DataOf<'officeNotice'>> {
    const notice = await this.context.store.notices.find(noticeId);
    if (!notice) throw new AppError('notFound', NO_SUCH_NOTICE);
    return editableNoticeOf(notice, await attachmentsOf(this.context, notice));
  }

  create(actor: AdminActor, draft: NoticeDraft): Promise<{ noticeId: string }> {
    const noticeId = this.context.random.id();
    return this.audit.audited(
      actor,
      AUDIT_ACTIONS.createNotice,
      noticeId,
      async () => {
        const now = this.context.clock.now().toISOString();
        const saved = await this.saved(actor, draft, null);
        await this.context.store.notices.insert({
          id: noticeId,
          ...saved,
          authorId: actor.id,
          views: 0,
          createdAt: now,
        });
        return { noticeId };
      },
      draft.title.trim(),
    );
  }

  update(actor: AdminActor, noticeId: string, draft: NoticeDraft): Promise<void> {
    return this.audit.audited(
      actor,
      AUDIT_ACTIONS.updateNotice,
      noticeId,
      async () => {
        const notice = await this.context.store.notices.find(noticeId);
        if (!notice) throw new AppError('notFound', NO_SUCH_NOTICE);
        const changed = await this.context.store.notices.update(
          noticeId,
          await this.saved(actor, draft, notice),
        );
        if (!changed) throw new AppError('notFound', NO_SUCH_NOTICE);
      },
      draft.title.trim(),
    );
  }

  delete(actor: AdminActor, noticeId: string): Promise<void> {
    return this.audit.audited(actor, AUDIT_ACTIONS.deleteNotice, noticeId, async () => {
      if (!(await this.context.store.notices.delete(noticeId))) {
        throw new AppError('notFound', NO_SUCH_NOTICE);
      }
    });
  }

  /**
   * What is stored of a draft: the title trimmed, the body sanitised, the publication time kept
   * from the first publishing; the attachments become the association's.
   */
  private async saved(actor: AdminActor, draft: NoticeDraft, before: NoticeRecord | null) {
    const body = this.context.html.clean(draft.bodyHtml);
    const refusal = noticeDraftRefusal(draft, body);
    if (refusal) throw new AppError('invalidInput', refusal);
    const now = this.context.clock.now().toISOString();
    const attachmentCount = draft.attachmentsMstId
      ? await this.context.store.files.adoptGroup(draft.attachmentsMstId, actor.id)
      : 0;
    return {
      ...savedNoticeFieldsOf(draft, body, before?.publishedAt ?? null, now),
      attachmentCount,
    };
  }
}
