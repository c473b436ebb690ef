import { inject, injectable } from 'inversify';
import type { MessageChoicesApi, WantedChoices } from '../../application/messages';
import { ApiClient } from './api-client';

/** What members receive: /api/user/my/message-choices, the signed link's calls, the office's view. */
@injectable()
export class HttpMessageChoicesApi implements MessageChoicesApi {
  constructor(@inject(ApiClient) private readonly client: ApiClient) {}

  myMessageChoices(signal?: AbortSignal) {
    return this.client.call('myMessageChoices', { signal });
  }

  changeMyMessageChoices(wanted: WantedChoices) {
    return this.client.call('changeMyMessageChoices', { body: wanted });
  }

  /** Quiet: the link's page says itself that a link is wrong. */
  linkMessageChoices(link: string, signal?: AbortSignal) {
    return this.client.call('linkMessageChoices', { query: { t: link }, signal, quiet: true });
  }

  changeLinkMessageChoices(link: string, wanted: WantedChoices) {
    return this.client.call('changeLinkMessageChoices', { body: { t: link, receives: wanted } });
  }

  confirmPromotion(link: string) {
    return this.client.call('confirmPromotion', { body: { t: link } });
  }

  memberMessageChoices(userId: string, signal?: AbortSignal) {
    return this.client.call('memberMessageChoices', { params: { userId }, signal });
  }
}
