import { inject, injectable } from 'inversify';
import type {
  CampaignContent,
  CampaignRequest,
  OfficeCampaignApi,
} from '../../application/messages';
import type { AudienceFilter, MessageChannel, MessageKind } from '../../domain/messages';
import { ApiClient } from './api-client';

/** 소식 보내기 (/api/admin/messages…). */
@injectable()
export class HttpOfficeCampaignApi implements OfficeCampaignApi {
  constructor(@inject(ApiClient) private readonly client: ApiClient) {}

  audienceCount(
    request: {
      readonly kind: MessageKind;
      readonly channel: MessageChannel;
      readonly audience: AudienceFilter;
    },
    signal?: AbortSignal,
  ) {
    const { kind, channel, audience } = request;
    return this.client.call('audienceCount', {
      body: { kind, channel, audience: filterBody(audience) },
      signal,
    });
  }

  sendCampaign(request: CampaignRequest) {
    return this.client.call('sendCampaign', {
      body: {
        ...contentBody(request),
        audience: filterBody(request.audience),
        scheduledAt: request.scheduledAt ?? null,
      },
    });
  }

  testCampaign(content: CampaignContent) {
    return this.client.call('testCampaign', { body: contentBody(content) });
  }

  officeCampaigns(query: { readonly page?: number }, signal?: AbortSignal) {
    return this.client.call('officeCampaigns', { query: pageQuery(query.page), signal });
  }

  officeCampaign(campaignId: string, query: { readonly page?: number }, signal?: AbortSignal) {
    return this.client.call('officeCampaign', {
      params: { campaignId },
      query: pageQuery(query.page),
      signal,
    });
  }

  async cancelCampaign(campaignId: string): Promise<void> {
    await this.client.call('cancelCampaign', { params: { campaignId } });
  }
}

/** The content's fields alone (the contract takes no other). */
function contentBody({ kind, channel, subject, bodyHtml, noticeId }: CampaignContent) {
  return { kind, channel, subject, bodyHtml, noticeId: noticeId ?? null };
}

/** The filters as the contract takes them (a copy: its arrays are mutable). */
function filterBody({ regions, ...filter }: AudienceFilter) {
  return { ...filter, ...(regions ? { regions: [...regions] } : {}) };
}

function pageQuery(page: number | undefined) {
  return page === undefined ? {} : { page: String(page) };
}
