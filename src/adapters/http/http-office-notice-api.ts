import { inject, injectable } from 'inversify';
import type { OfficeNoticeApi } from '../../application/content/notice-api';
import type { NoticeDraft, NoticeSearch } from '../../domain/content/notices';
import { ApiClient } from './api-client';
import { noticeSearchQuery } from './http-notice-api';

/** The office's notices (/api/admin/notices…). */
@injectable()
export class HttpOfficeNoticeApi implements OfficeNoticeApi {
  constructor(@inject(ApiClient) private readonly client: ApiClient) {}

  officeNotices(search: NoticeSearch, signal?: AbortSignal) {
    return this.client.call('officeNotices', { query: noticeSearchQuery(search), signal });
  }

  officeNotice(noticeId: string, signal?: AbortSignal) {
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
