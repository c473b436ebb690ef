import type { DataOf } from '../../../src/contract/endpoint-types';
import type { EventDetailData } from '../../../src/contract/events';
import {
  CALENDAR_MEDIA_TYPE,
  eventsByMonth,
  registrationRefusal,
  registrationStatusLabel,
  seatsLeft,
} from '../../../src/domain/events';
import { formatClockTime, formatDate } from '../../../src/domain/shared/format/date-format';
import { AppError } from '../shared/app-error';
import type { Principal } from '../shared/principal';
import type { EventsDependencies } from './dependencies';
import type { EventMails } from './event-mails';
import type { EventRecord } from './ports';
import { summaryOf } from './event-views';
import type { AttendeeRegistrations } from './attendee-registrations';

/** What the site shows: published, closed and cancelled events; never a draft. */
export const PUBLIC_STATES = ['published', 'closed', 'cancelled'] as const;

/**
 * The public side of events (issue 33, item 1): the calendar by month, an event's page (with
 * the signed-in member's details to prefill and their registration), and its `.ics`.
 */
export class PublicEvents {
  constructor(
    private readonly deps: Pick<EventsDependencies, 'events' | 'accounts' | 'fees' | 'clock'>,
    private readonly mails: EventMails,
    private readonly registrations: AttendeeRegistrations,
  ) {}

  async publicEvents(): Promise<DataOf<'publicEvents'>> {
    const now = this.deps.clock.now();
    const events = await this.deps.events.listEvents(PUBLIC_STATES);
    return eventsByMonth(
      events.map((event) => summaryOf(event, now)),
      now,
    ) as DataOf<'publicEvents'>;
  }

  async publicEvent(principal: Principal | null, eventId: string): Promise<EventDetailData> {
    const event = await this.publicEventOf(eventId);
    const now = this.deps.clock.now();
    const member = principal !== null;
    const [profile, mine] = await Promise.all([
      principal ? this.deps.accounts.findProfile(principal.userId) : null,
      principal ? this.deps.events.liveRegistration(eventId, { memberId: principal.userId }) : null,
    ]);
    const refusal = registrationRefusal(event, now, member);
    return {
      ...summaryOf(event, now),
      description: event.description,
      programme: event.programme,
      placeAddress: event.placeAddress,
      fees: { ...event.fees },
      capacity: event.capacity,
      registrationDeadline: event.registrationDeadline,
      refundDeadline: event.refundDeadline,
      visitorsAllowed: event.visitorsAllowed,
      maxCompanions: event.maxCompanions,
      payAtDoor: event.payAtDoor,
      contact: { name: event.contactName, phone: event.contactPhone, email: event.contactEmail },
      registrationOpen: refusal === null,
      refusal,
      methods: [...this.deps.fees.methods()],
      prefill: profile
        ? {
            name: profile.name ?? '',
            phone: profile.mobile ?? '',
            email: profile.email ?? '',
            classNumber: profile.classNumber,
          }
        : null,
      myRegistration: mine ? await this.registrations.viewOf(event, mine) : null,
    };
  }

  async eventCalendarFile(
    eventId: string,
  ): Promise<{ fileName: string; contentType: string; bytes: Buffer }> {
    const event = await this.publicEventOf(eventId);
    return {
      fileName: 'event.ics',
      contentType: CALENDAR_MEDIA_TYPE,
      bytes: Buffer.from(this.mails.calendarOf(event), 'utf8'),
    };
  }

  /** A public event's title and a line on when and where, for its page's head (link previews). */
  async preview(eventId: string): Promise<{ title: string; description: string } | null> {
    const event = await this.deps.events.findEvent(eventId);
    if (!event || event.state === 'draft') return null;
    const when = `${formatDate(event.startsAt)} ${formatClockTime(event.startsAt)}`;
    const status = registrationStatusLabel(
      event,
      seatsLeft(event.capacity, event.seatsTaken),
      this.deps.clock.now(),
    );
    return {
      title: event.title,
      description: `${when} · ${event.placeName} · ${status}`,
    };
  }

  private async publicEventOf(eventId: string): Promise<EventRecord> {
    const event = await this.deps.events.findEvent(eventId);
    if (!event || event.state === 'draft')
      throw new AppError('notFound', '행사를 찾을 수 없습니다.');
    return event;
  }
}
