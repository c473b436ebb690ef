import { inject, injectable } from 'inversify';
import type { RegistrationRequest } from '../../application/events/event-views';
import type { EventsApi } from '../../application/events/events-api';
import type { DownloadedFile } from '../../application/files';
import type { PaymentMethod } from '../../domain/payments';
import { ApiClient } from './api-client';

/** Events on the site (/api/events…, /api/user/my/events). */
@injectable()
export class HttpEventsApi implements EventsApi {
  constructor(@inject(ApiClient) private readonly client: ApiClient) {}

  publicEvents(signal?: AbortSignal) {
    return this.client.call('publicEvents', { signal });
  }

  publicEvent(eventId: string, signal?: AbortSignal) {
    return this.client.call('publicEvent', { params: { eventId }, signal });
  }

  async eventCalendarFile(eventId: string): Promise<DownloadedFile> {
    const response = await this.client.callForResponse('eventCalendarFile', {
      params: { eventId },
    });
    const { downloadedFileOf } = await import('./downloaded-file');
    return downloadedFileOf(response, undefined);
  }

  registerForEvent(eventId: string, request: RegistrationRequest) {
    return this.client.call('registerForEvent', { params: { eventId }, body: { ...request } });
  }

  async myEventRegistrations(signal?: AbortSignal) {
    return [...(await this.client.call('myEventRegistrations', { signal }))];
  }

  eventRegistration(registrationId: string, link?: string, signal?: AbortSignal) {
    return this.client.call('eventRegistration', {
      params: { registrationId },
      query: tokenQuery(link),
      signal,
    });
  }

  cancelEventRegistration(registrationId: string, link?: string) {
    return this.client.call('cancelEventRegistration', {
      params: { registrationId },
      query: tokenQuery(link),
    });
  }

  payEventFee(registrationId: string, method: PaymentMethod, link?: string) {
    return this.client.call('payEventFee', {
      params: { registrationId },
      query: tokenQuery(link),
      body: { method },
    });
  }
}

/** A registration reached by its mail's link carries the link's token. */
function tokenQuery(link: string | undefined): { t?: string } {
  return link === undefined ? {} : { t: link };
}

// The office's adapter loads through this module's chunk (composition/features/events.ts).
export { HttpOfficeEventsApi } from './http-office-events-api';
