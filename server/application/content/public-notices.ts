import {
  type NoticeLink,
  NOTICE_PAGE_SIZE,
  noticeQueryOf,
  noticeSummaryOf,
} from '../../../src/domain/content/notices';
import { countedVisitorOf, countingPeriodOf } from '../../domain/shared/counted-visitor';
import type { DataOf } from '../../../src/contract/endpoint-types';
import { AppError } from '../shared/app-error';
import type { FileGroups } from '../files';
import type { Clock, SecretDigest } from '../shared/ports';
import type { Principal } from '../shared/principal';
import { attachmentsOf } from './notice-attachments';
import type { NoticeListed, NoticeRepository } from './ports';

/** How much of a notice's text a link preview shows. */
const PREVIEW_LENGTH = 120;

export const NO_SUCH_NOTICE = '공지사항을 찾을 수 없습니다. 삭제되었거나 주소가 잘못되었습니다.';

/**
 * Who is looking, for the count of views: the member, or the visitor's address (not the
 * browser's own account of itself, which a client varies at will: counted-visitor.ts).
 */
export interface NoticeVisitor {
  readonly principal: Principal | null;
  readonly ip: string | null;
}

export interface PublicNoticesDependencies {
  readonly notices: NoticeRepository;
  /** The notices' attachments. */
  readonly fileGroups: FileGroups;
  readonly clock: Clock;
  /** Keys the day's visitors (only a digest is kept). */
  readonly digest: SecretDigest;
}

/**
 * The public side of the notices: the list (search, pinned first, paging), a notice with its
 * attachments and neighbours, and its count of views (once per visitor and Korean day).
 */
export class PublicNotices {
  constructor(private readonly deps: PublicNoticesDependencies) {}

  listNotices(search: NoticeListSearch): Promise<DataOf<'listNotices'>> {
    return noticePage(this.deps.notices, search, true, noticeSummaryOf);
  }

  async notice(noticeId: string): Promise<DataOf<'notice'>> {
    const notice = await this.deps.notices.find(noticeId);
    if (!notice || notice.publishedAt === null) throw new AppError('notFound', NO_SUCH_NOTICE);
    const [neighbours, attachments] = await Promise.all([
      this.deps.notices.neighbours(notice),
      attachmentsOf(this.deps.fileGroups, notice),
    ]);
    return {
      ...noticeSummaryOf(notice),
      bodyHtml: notice.bodyHtml,
      attachments,
      newer: linkOf(neighbours.newer),
      older: linkOf(neighbours.older),
    };
  }

  /**
   * A published notice's title and opening words (about what search engines show), for the
   * head of its page; null when there is no such published notice.
   */
  async preview(noticeId: string): Promise<{ title: string; description: string } | null> {
    const notice = await this.deps.notices.find(noticeId);
    if (!notice || notice.publishedAt === null) return null;
    const text = notice.bodyText;
    const description =
      text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1)}…` : text;
    return { title: notice.title, description };
  }

  /**
   * Forgets who viewed notices before today (in Korea): a visitor's digest is needed only to
   * count them once a day; the counts stay. Answers how many were forgotten.
   */
  forgetPastVisitors(): Promise<number> {
    const today = countingPeriodOf(this.deps.clock.now());
    return this.deps.notices.forgetViewsBefore(today);
  }

  /** Counts the view unless this visitor already viewed the notice today (in Korea). */
  async countNoticeView(noticeId: string, visitor: NoticeVisitor): Promise<void> {
    const notice = await this.deps.notices.find(noticeId);
    if (!notice || notice.publishedAt === null) throw new AppError('notFound', NO_SUCH_NOTICE);
    const day = countingPeriodOf(this.deps.clock.now());
    // Only a keyed digest is kept: the count needs to tell visitors apart, not to know them.
    const who = countedVisitorOf(visitor.principal?.userId ?? null, visitor.ip);
    const key = this.deps.digest.digest(`notice-view:${day}:${who}`);
    await this.deps.notices.recordView(noticeId, day, key);
  }
}

export interface NoticeListSearch {
  readonly query?: string;
  readonly page?: number;
  readonly size?: number;
}

/** A page of notices (the published ones, or drafts too), each shown by `itemOf`. */
export async function noticePage<Item>(
  notices: NoticeRepository,
  search: NoticeListSearch,
  publishedOnly: boolean,
  itemOf: (notice: NoticeListed) => Item,
) {
  const page = search.page ?? 1;
  const size = search.size ?? NOTICE_PAGE_SIZE;
  const query = noticeQueryOf(search.query);
  const found = await notices.list({ query, publishedOnly, page, size });
  return { items: found.items.map(itemOf), total: found.total, page, size };
}

function linkOf(notice: NoticeListed | null): NoticeLink | null {
  return notice ? { noticeId: notice.id, title: notice.title } : null;
}
