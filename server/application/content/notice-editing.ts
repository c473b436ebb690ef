import { AUDIT_ACTIONS } from '../../../src/domain/admin';
import {
  noticeDraftRefusal,
  savedNoticeFieldsOf,
  type NoticeDraft,
  editableNoticeOf,
  noticeSummaryOf,
} from '../../../src/domain/content/notices';
import type { DataOf } from '../../../src/contract/endpoint-types';
import type { AdminActor, AdminAudit } from '../admin';
import type { FileGroups } from '../files';
import { AppError } from '../shared/app-error';
import type { Clock, Random, Transactions } from '../shared/ports';
import type { HtmlSanitizer, NoticeRecord, NoticeRepository } from './ports';
import { attachmentsOf } from './notice-attachments';
import { NO_SUCH_NOTICE, type NoticeListSearch, noticePage } from './public-notices';
import type { SiteImages } from './site-images';

export interface NoticeEditingDependencies {
  readonly notices: NoticeRepository;
  /** The attachments, given to the association when a notice is saved. */
  readonly fileGroups: FileGroups;
  /** Who holds the photos a body shows. */
  readonly siteImages: SiteImages;
  readonly html: HtmlSanitizer;
  readonly audit: AdminAudit;
  readonly clock: Clock;
  readonly random: Random;
  readonly transactions: Transactions;
  /** The messages feature's mail of a published notice to the members (issue 32, item 6). */
  readonly noticeMail: {
    announceNotice(
      actor: AdminActor,
      notice: { readonly noticeId: string; readonly title: string; readonly bodyHtml: string },
    ): Promise<void>;
  };
}

/**
 * The office writes the notices: drafts, publishing, pinning, attachments. The body is kept as
 * the sanitiser leaves it (never as typed), so what a page shows is safe whoever wrote it; each
 * change is in the audit log. The photos its body shows are held by it (SiteImages.holdShownIn).
 */
export class NoticeEditing {
  constructor(private readonly deps: NoticeEditingDependencies) {}

  officeNotices(search: NoticeListSearch): Promise<DataOf<'officeNotices'>> {
    return noticePage(this.deps.notices, search, false, (notice) => ({
      ...noticeSummaryOf(notice),
      published: notice.publishedAt !== null,
    }));
  }

  async officeNotice(noticeId: string): Promise<DataOf<'officeNotice'>> {
    const notice = await this.deps.notices.find(noticeId);
    if (!notice) throw new AppError('notFound', NO_SUCH_NOTICE);
    return editableNoticeOf(notice, await attachmentsOf(this.deps.fileGroups, notice));
  }

  createNotice(actor: AdminActor, draft: NoticeDraft): Promise<{ noticeId: string }> {
    const noticeId = this.deps.random.id();
    return this.deps.audit.audited(
      actor,
      AUDIT_ACTIONS.createNotice,
      noticeId,
      async () => {
        const now = this.deps.clock.now().toISOString();
        await this.deps.transactions.run(async () => {
          const saved = await this.saved(actor, draft, null);
          await this.deps.notices.insert({
            id: noticeId,
            ...saved,
            authorId: actor.id,
            views: 0,
            createdAt: now,
          });
          await this.deps.siteImages.holdShownIn({ kind: 'notice', id: noticeId }, saved.bodyHtml);
          await this.mailIfAsked(actor, noticeId, draft, saved);
        });
        return { noticeId };
      },
      draft.title.trim(),
    );
  }

  updateNotice(actor: AdminActor, noticeId: string, draft: NoticeDraft): Promise<void> {
    return this.deps.audit.audited(
      actor,
      AUDIT_ACTIONS.updateNotice,
      noticeId,
      async () => {
        const notice = await this.deps.notices.find(noticeId);
        if (!notice) throw new AppError('notFound', NO_SUCH_NOTICE);
        await this.deps.transactions.run(async () => {
          const saved = await this.saved(actor, draft, notice);
          if (!(await this.deps.notices.update(noticeId, saved))) {
            throw new AppError('notFound', NO_SUCH_NOTICE);
          }
          await this.deps.siteImages.holdShownIn({ kind: 'notice', id: noticeId }, saved.bodyHtml);
          await this.mailIfAsked(actor, noticeId, draft, saved);
        });
      },
      draft.title.trim(),
    );
  }

  /**
   * 회원에게 메일로도 알리기: a published notice goes to the members in the same transaction as
   * its publishing (a draft is not mailed; a notice is mailed once, however often it is saved).
   */
  private async mailIfAsked(
    actor: AdminActor,
    noticeId: string,
    draft: NoticeDraft,
    saved: {
      readonly title: string;
      readonly bodyHtml: string;
      readonly publishedAt: string | null;
    },
  ): Promise<void> {
    if (!draft.mailMembers || saved.publishedAt === null) return;
    await this.deps.noticeMail.announceNotice(actor, {
      noticeId,
      title: saved.title,
      bodyHtml: saved.bodyHtml,
    });
  }

  deleteNotice(actor: AdminActor, noticeId: string): Promise<void> {
    return this.deps.audit.audited(actor, AUDIT_ACTIONS.deleteNotice, noticeId, () =>
      this.deps.transactions.run(async () => {
        if (!(await this.deps.notices.delete(noticeId))) {
          throw new AppError('notFound', NO_SUCH_NOTICE);
        }
        await this.deps.siteImages.release({ kind: 'notice', id: noticeId });
      }),
    );
  }

  /**
   * What is stored of a draft: the title trimmed, the body sanitised, the publication time kept
   * from the first publishing; the attachments become the association's.
   */
  private async saved(actor: AdminActor, draft: NoticeDraft, before: NoticeRecord | null) {
    const body = this.deps.html.clean(draft.bodyHtml);
    const refusal = noticeDraftRefusal(draft, body);
    if (refusal) throw new AppError('invalidInput', refusal);
    const now = this.deps.clock.now().toISOString();
    const attachmentCount = draft.attachmentsMstId
      ? await this.deps.fileGroups.adoptGroup(draft.attachmentsMstId, actor.id)
      : 0;
    return {
      ...savedNoticeFieldsOf(draft, body, before?.publishedAt ?? null, now),
      attachmentCount,
    };
  }
}
