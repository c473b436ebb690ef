import { inject, injectable } from 'inversify';
import type { NoticeApi } from '../../application/content/notice-api';
import type { NoticeSearch } from '../../domain/content/notices';
import { ApiClient } from './api-client';

/** The query string: a blank search is not sent. */
export function noticeSearchQuery(search: NoticeSearch): Record<string, string> {
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
    return this.client.call('listNotices', { query: noticeSearchQuery(search), signal });
  }

  notice(noticeId: string, signal?: AbortSignal) {
    return this.client.call('notice', { params: { noticeId }, signal });
  }

  async countNoticeView(noticeId: string): Promise<void> {
    await this.client.call('countNoticeView', { params: { noticeId }, quiet: true });
  }
}
