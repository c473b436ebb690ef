import { inject, injectable } from 'inversify';
import type { NoticeApi, OfficeNoticeApi } from '../../application/content/notice-api';
import type { NoticeDraft, NoticeSearch } from '../../domain/content/notices';
import { ApiClient } from './api-client';

/** The query string: a blank search is not sent. */
function queryOf(search: NoticeSearch): Record<string, string> {
  const query = search.query?.trim();
  return {
    page: String(search.page),
    size: String(search.size),
    ...(query ? { query } : {}),
  };
}

/** The public notices (/api/public/notices…), revalidated by the browser's cache (ETag). */
@injectable()
export class HttpNoticeApi implements NoticeApi {
  constructor(@inject(ApiClient) private readonly client: ApiClient) {}

  listNotices(search: NoticeSearch, signal?: AbortSignal) {
    return this.client.call('listNotices', { query: queryOf(search), signal });
  }

  getNotice(noticeId: string, signal?: AbortSignal) {
    return this.client.call('notice', { params: { noticeId }, signal });
  }

  async countView(noticeId: string): Promise<void> {
    await this.client.call('countNoticeView', { params: { noticeId }, quiet: true });
  }
}

/** The office's notices (/api/admin/notices…). */
@injectable()
export class HttpOfficeNoticeApi implements OfficeNoticeApi {
  constructor(@inject(ApiClient) private readonly client: ApiClient) {}

  listNotices(search: NoticeSearch, signal?: AbortSignal) {
    return this.client.call('officeNotices', { query: queryOf(search), signal });
  }

  getNotice(noticeId: string, signal?: AbortSignal) {
    return this.client.call('officeNotice', { params: { noticeId }, signal });
  }

  async createNotice(draft: NoticeDraft): Promise<string> {
    return (await this.client.call('createNotice', { body: { ...draft } })).noticeId;
  }

  async updateNotice(noticeId: string, draft: NoticeDraft): Promise<void> {
    await this.client.call('updateNotice', { params: { noticeId }, body: { ...draft } });
  }

  async deleteNotice(noticeId: string): Promise<void> {
    await this.client.call('deleteNotice', { params: { noticeId } });
  }
}
