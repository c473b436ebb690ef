import { inject, injectable } from 'inversify';
import type { AttendeeFilter } from '../../application/events/event-views';
import type { OfficeEventsApi } from '../../application/events/office-events-api';
import type { DownloadedFile } from '../../application/files';
import type { EventDraft } from '../../domain/events';
import { ApiClient } from './api-client';

/** The office's events (/api/admin/events…). */
@injectable()
export class HttpOfficeEventsApi implements OfficeEventsApi {
  constructor(@inject(ApiClient) private readonly client: ApiClient) {}

  async officeEvents(signal?: AbortSignal) {
    return [...(await this.client.call('officeEvents', { signal }))];
  }

  officeEvent(eventId: string, signal?: AbortSignal) {
    return this.client.call('officeEvent', { params: { eventId }, signal });
  }

  createEvent(draft: EventDraft) {
    return this.client.call('createEvent', { body: bodyOf(draft) });
  }

  async updateEvent(eventId: string, draft: EventDraft, notifyAttendees: boolean): Promise<void> {
    await this.client.call('updateEvent', {
      params: { eventId },
      body: { draft: bodyOf(draft), notifyAttendees },
    });
  }

  async publishEvent(eventId: string): Promise<void> {
    await this.client.call('publishEvent', { params: { eventId } });
  }

  async closeEvent(eventId: string): Promise<void> {
    await this.client.call('closeEvent', { params: { eventId } });
  }

  async cancelEvent(eventId: string, reason: string): Promise<void> {
    await this.client.call('cancelEvent', { params: { eventId }, body: { reason } });
  }

  eventAttendees(eventId: string, filter: AttendeeFilter, signal?: AbortSignal) {
    return this.client.call('eventAttendees', {
      params: { eventId },
      query: filterQuery(filter),
      signal,
    });
  }

  async exportEventAttendees(eventId: string, filter: AttendeeFilter): Promise<DownloadedFile> {
    const response = await this.client.callForResponse('exportEventAttendees', {
      params: { eventId },
      query: filterQuery(filter),
    });
    const { downloadedFileOf } = await import('./downloaded-file');
    return downloadedFileOf(response, undefined);
  }

  checkInAttendee(
    eventId: string,
    by: { readonly code: string } | { readonly registrationId: string },
  ) {
    return this.client.call('checkInAttendee', { params: { eventId }, body: { ...by } });
  }

  checkInCount(eventId: string, signal?: AbortSignal) {
    return this.client.call('checkInCount', { params: { eventId }, signal });
  }

  officeCancelRegistration(registrationId: string, refund: boolean) {
    return this.client.call('officeCancelRegistration', {
      params: { registrationId },
      body: { refund },
    });
  }

  recordDoorPayment(registrationId: string) {
    return this.client.call('recordDoorPayment', { params: { registrationId } });
  }
}

/** The form's values as the contract takes them (the fees as their own object). */
function bodyOf(draft: EventDraft) {
  return { ...draft, fees: { ...draft.fees } };
}

/** Only the filters set go in the address. */
function filterQuery(filter: AttendeeFilter): AttendeeFilter {
  const q = filter.q?.trim();
  return {
    ...(filter.state ? { state: filter.state } : {}),
    ...(filter.payment ? { payment: filter.payment } : {}),
    ...(filter.attendance ? { attendance: filter.attendance } : {}),
    ...(q ? { q } : {}),
  };
}
