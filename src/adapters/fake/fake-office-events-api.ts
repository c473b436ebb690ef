import { inject, injectable } from 'inversify';
import type {
  Attendee,
  AttendeeFilter,
  CheckInResult,
  EventAttendees,
  EventCounts,
  OfficeEvent,
  OfficeEventSummary,
} from '../../application/events/event-views';
import type { OfficeEventsApi } from '../../application/events/office-events-api';
import type { DownloadedFile } from '../../application/files';
import {
  attendanceByClass,
  attendeeMatches,
  checkInOf,
  checkInTokenOf,
  type EventDraft,
  eventCancelReasonRefusal,
  draftOfEvent,
  readEventDraft,
  registrationIdOfToken,
} from '../../domain/events';
import { FakeBackend } from './fake-backend';
import { refusal } from './fake-error';
import type { FakeEvent, FakeRegistration } from './fake-event-records';
import { NO_SUCH_EVENT, NO_SUCH_REGISTRATION } from './fake-events-api';
import { FakeEventMail } from './fake-event-mail';
import { FakeOfficeAudit } from './fake-office-audit';

/** The office's events in the fake backend (issue 33, items 5 and 7): the server's rules. */
@injectable()
export class FakeOfficeEventsApi implements OfficeEventsApi {
  private readonly office: FakeOfficeAudit;
  private readonly mail: FakeEventMail;

  constructor(@inject(FakeBackend) private readonly backend: FakeBackend) {
    this.office = new FakeOfficeAudit(backend);
    this.mail = new FakeEventMail(backend);
  }

  private get records() {
    return this.backend.events;
  }

  async officeEvents(): Promise<OfficeEventSummary[]> {
    this.office.requireAdministrator();
    return [...this.records.events]
      .sort((a, b) => b.startsAt.localeCompare(a.startsAt))
      .map((event) => this.records.summaryOf(event));
  }

  async officeEvent(eventId: string): Promise<OfficeEvent> {
    this.office.requireAdministrator();
    const event = this.existing(eventId);
    return {
      eventId: event.id,
      state: event.state,
      draft: draftOfEvent(event),
      counts: this.records.counts(event),
      publishedAt: event.publishedAt,
      cancelledAt: event.cancelledAt,
      cancelReason: event.cancelReason,
      updatedAt: event.updatedAt,
    };
  }

  async createEvent(draft: EventDraft): Promise<{ eventId: string }> {
    this.office.requireAdministrator();
    const checked = checkedOf(draft);
    const at = this.backend.clock.now().toISOString();
    const event: FakeEvent = {
      ...checked,
      id: this.backend.nextId('event'),
      state: 'draft',
      createdAt: at,
      updatedAt: at,
      publishedAt: null,
      cancelledAt: null,
      cancelReason: null,
      sequence: 0,
    };
    this.records.events.push(event);
    return { eventId: event.id };
  }

  async updateEvent(eventId: string, draft: EventDraft, notifyAttendees: boolean): Promise<void> {
    this.office.requireAdministrator();
    const event = this.existing(eventId);
    if (event.state === 'cancelled')
      throw refusal('invalidState', '취소된 행사는 고칠 수 없습니다.');
    Object.assign(event, checkedOf(draft), {
      updatedAt: this.backend.clock.now().toISOString(),
      sequence: event.sequence + 1,
    });
    const at = this.backend.clock.now().toISOString();
    for (const promoted of this.records.promote(event, at)) this.mail.promoted(promoted);
    if (notifyAttendees && event.state !== 'draft') {
      for (const each of this.active(event)) this.mail.changed(each);
    }
  }

  async publishEvent(eventId: string): Promise<void> {
    this.office.requireAdministrator();
    const event = this.existing(eventId);
    if (event.state === 'cancelled' || event.state === 'published')
      throw refusal('invalidState', '작성 중이거나 신청 마감된 행사만 공개할 수 있습니다.');
    event.state = 'published';
    event.publishedAt ??= this.backend.clock.now().toISOString();
  }

  async closeEvent(eventId: string): Promise<void> {
    this.office.requireAdministrator();
    const event = this.existing(eventId);
    if (event.state !== 'published')
      throw refusal('invalidState', '공개된 행사만 신청을 마감할 수 있습니다.');
    event.state = 'closed';
  }

  async cancelEvent(eventId: string, reason: string): Promise<void> {
    this.office.requireAdministrator();
    const event = this.existing(eventId);
    if (event.state === 'cancelled') throw refusal('invalidState', '이미 취소된 행사입니다.');
    const refused = eventCancelReasonRefusal(reason);
    if (refused) throw refusal('invalidInput', refused);
    const said = reason.trim();
    const at = this.backend.clock.now().toISOString();
    const attendees = this.active(event);
    event.state = 'cancelled';
    event.cancelledAt = at;
    event.cancelReason = said;
    event.sequence += 1;
    for (const each of attendees) {
      this.records.cancel(each, true, at);
      if (event.publishedAt !== null) this.mail.cancelled(each, said);
    }
  }

  async eventAttendees(eventId: string, filter: AttendeeFilter): Promise<EventAttendees> {
    this.office.requireAdministrator();
    const event = this.existing(eventId);
    const all = this.records.registrationsOf(event.id);
    return {
      event: this.records.summaryOf(event),
      attendees: all
        .map((each) => this.records.attendeeOf(each))
        .filter((each) => attendeeMatches(each, filter)),
      attendance: attendanceByClass(all),
    };
  }

  /** The demo writes no workbook: the server's spreadsheet worker does (as for dues). */
  async exportEventAttendees(eventId: string): Promise<DownloadedFile> {
    this.office.requireAdministrator();
    this.existing(eventId);
    throw refusal(
      'unavailable',
      '데모 사이트에서는 신청자 명단을 내려받을 수 없습니다. 화면의 명단을 보아 주세요.',
    );
  }

  async checkInAttendee(
    eventId: string,
    by: { readonly code: string } | { readonly registrationId: string },
  ): Promise<CheckInResult> {
    this.office.requireAdministrator();
    const event = this.existing(eventId);
    const registration = this.registrationFor(by);
    if (registration.eventId !== event.id)
      throw refusal('invalidInput', '다른 행사의 신청입니다. 행사를 확인해 주세요.');
    const checkIn = checkInOf(registration);
    if (checkIn.outcome === 'refused') throw refusal('invalidState', checkIn.message);
    if (checkIn.outcome === 'checkedIn')
      registration.attendedAt = this.backend.clock.now().toISOString();
    return {
      outcome: checkIn.outcome,
      attendee: this.records.attendeeOf(registration),
      counts: this.records.counts(event),
    };
  }

  async checkInCount(eventId: string): Promise<EventCounts> {
    this.office.requireAdministrator();
    return this.records.counts(this.existing(eventId));
  }

  async officeCancelRegistration(registrationId: string, refund: boolean): Promise<Attendee> {
    this.office.requireAdministrator();
    const registration = this.registrationFor({ registrationId });
    if (registration.state === 'cancelled')
      throw refusal('invalidState', '이미 취소된 신청입니다.');
    const at = this.backend.clock.now().toISOString();
    for (const promoted of this.records.cancel(registration, refund, at))
      this.mail.promoted(promoted);
    return this.records.attendeeOf(registration);
  }

  async recordDoorPayment(registrationId: string): Promise<Attendee> {
    this.office.requireAdministrator();
    const registration = this.registrationFor({ registrationId });
    if (registration.state === 'cancelled' || !['door', 'pending'].includes(registration.payment))
      throw refusal('invalidState', '현장에서 받을 참가비가 없는 신청입니다.');
    registration.payment = 'doorPaid';
    return this.records.attendeeOf(registration);
  }

  private existing(eventId: string): FakeEvent {
    const event = this.records.event(eventId);
    if (!event) throw refusal('notFound', NO_SUCH_EVENT);
    return event;
  }

  private active(event: FakeEvent): FakeRegistration[] {
    return this.records.registrationsOf(event.id).filter((each) => each.state !== 'cancelled');
  }

  private registrationFor(
    by: { readonly code: string } | { readonly registrationId: string },
  ): FakeRegistration {
    if ('registrationId' in by) {
      const found = this.records.registration(by.registrationId);
      if (!found) throw refusal('notFound', NO_SUCH_REGISTRATION);
      return found;
    }
    const token = checkInTokenOf(by.code);
    const id = token ? registrationIdOfToken(token) : null;
    const found = id ? this.records.registration(id) : undefined;
    if (!found || found.token !== token)
      throw refusal('notFound', '신청을 확인할 수 없는 QR 코드입니다. 이름으로 찾아 주세요.');
    return found;
  }
}

function checkedOf(draft: EventDraft) {
  const reading = readEventDraft(draft);
  if (!reading.ok) throw refusal('invalidInput', Object.values(reading.refusals)[0]);
  return reading.event;
}
