import type {
  EditableNotice,
  Notice,
  NoticeDraft,
  NoticeSearch,
  NoticeSummary,
  OfficeNoticeSummary,
} from '../../domain/content/notices';
import type { Page } from '../../domain/shared/paging/page';
import { token } from '../shared/tokens';

/** The association's notices, as anyone reads them. */
export interface NoticeApi {
  listNotices(search: NoticeSearch, signal?: AbortSignal): Promise<Page<NoticeSummary>>;
  notice(noticeId: string, signal?: AbortSignal): Promise<Notice>;
  /** Counts this visitor's view (once a day; the backend decides). */
  countNoticeView(noticeId: string): Promise<void>;
}

/** The office's editing of the notices (administrators). */
export interface OfficeNoticeApi {
  officeNotices(search: NoticeSearch, signal?: AbortSignal): Promise<Page<OfficeNoticeSummary>>;
  officeNotice(noticeId: string, signal?: AbortSignal): Promise<EditableNotice>;
  createNotice(draft: NoticeDraft): Promise<string>;
  updateNotice(noticeId: string, draft: NoticeDraft): Promise<void>;
  deleteNotice(noticeId: string): Promise<void>;
}

export const NOTICE_API = token<NoticeApi>('NoticeApi');
export const OFFICE_NOTICE_API = token<OfficeNoticeApi>('OfficeNoticeApi');
