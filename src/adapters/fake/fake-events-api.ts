import { inject, injectable } from 'inversify';
import type {
  EventDetail,
  EventList,
  EventSummary,
  MyRegistration,
  RegistrationRequest,
} from '../../application/events/event-views';
import type { EventsApi } from '../../application/events/events-api';
import type { DownloadedFile } from '../../application/files';
import {
  attendeeCancellation,
  CALENDAR_MEDIA_TYPE,
  eventCalendar,
  eventsByMonth,
  feePayBy,
  readRegistration,
  registrationOpen,
  registrationRefusal,
  registrationStatusLabel,
} from '../../domain/events';
import { type PaymentMethod, PAYMENT_METHODS, type StartedCheckout } from '../../domain/payments';
import { FakeBackend } from './fake-backend';
import { refusal } from './fake-error';
import { type FakeEvent, type FakeRegistration } from './fake-event-records';
import { FakeEventMail } from './fake-event-mail';

export const NO_SUCH_EVENT = '행사를 찾을 수 없습니다.';
export const NO_SUCH_REGISTRATION = '신청을 찾을 수 없습니다.';

/** Events on the site in the fake backend (issue 33), with the server's rules. */
@injectable()
export class FakeEventsApi implements EventsApi {
  private readonly mail: FakeEventMail;

  constructor(@inject(FakeBackend) private readonly backend: FakeBackend) {
    this.mail = new FakeEventMail(backend);
  }

  private get records() {
    return this.backend.events;
  }

  private now(): Date {
    return this.backend.clock.now();
  }

  async publicEvents(): Promise<EventList> {
    const shown = this.records.events.filter((event) => event.state !== 'draft');
    return eventsByMonth(
      shown.map((event) => this.summaryOf(event)),
      this.now(),
    );
  }

  async publicEvent(eventId: string): Promise<EventDetail> {
    const event = this.publicOne(eventId);
    const memberId = this.backend.callerId();
    const profile = memberId ? this.backend.accounts.get(memberId)?.profile : undefined;
    const now = this.now();
    const mine = profile
      ? this.records
          .registrationsOf(event.id)
          .find((each) => each.memberId === profile.userId && each.state !== 'cancelled')
      : undefined;
    return {
      ...this.summaryOf(event),
      description: event.description,
      programme: event.programme,
      placeAddress: event.placeAddress,
      fees: event.fees,
      capacity: event.capacity,
      registrationDeadline: event.registrationDeadline,
      refundDeadline: event.refundDeadline,
      visitorsAllowed: event.visitorsAllowed,
      maxCompanions: event.maxCompanions,
      payAtDoor: event.payAtDoor,
      contact: { name: event.contactName, phone: event.contactPhone, email: event.contactEmail },
      registrationOpen: registrationOpen(event, now),
      refusal: registrationRefusal(event, now, profile !== undefined),
      methods: [...PAYMENT_METHODS],
      prefill: profile
        ? {
            name: profile.name,
            phone: profile.mobile,
            email: profile.email,
            classNumber: profile.classNumber,
          }
        : null,
      myRegistration: mine ? await this.mail.viewOf(mine) : null,
    };
  }

  async eventCalendarFile(eventId: string): Promise<DownloadedFile> {
    const event = this.publicOne(eventId);
    const text = eventCalendar({
      uid: `${event.id}@events.fake`,
      sequence: event.sequence,
      title: event.title,
      description: event.description,
      startsAt: event.startsAt,
      endsAt: event.endsAt,
      location: [event.placeName, event.placeAddress].filter(Boolean).join(', '),
      url: this.mail.address(`${this.backend.routes.byId('events').path}?id=${event.id}`),
      organizer: event.contactEmail ? { name: event.contactName, email: event.contactEmail } : null,
      cancelled: event.state === 'cancelled',
      stamp: this.now().toISOString(),
    });
    return {
      fileName: `${event.title}.ics`,
      mimeType: CALENDAR_MEDIA_TYPE,
      data: new Blob([text], { type: CALENDAR_MEDIA_TYPE }),
    };
  }

  async registerForEvent(
    eventId: string,
    request: RegistrationRequest,
  ): Promise<{ registration: MyRegistration; payment: StartedCheckout | null }> {
    const event = this.publicOne(eventId);
    const memberId = this.backend.callerId();
    const member = memberId !== null;
    const now = this.now();
    const refused = registrationRefusal(event, now, member);
    if (refused) throw refusal('invalidState', refused);
    if (
      member &&
      this.records
        .registrationsOf(event.id)
        .some((each) => each.memberId === memberId && each.state !== 'cancelled')
    ) {
      throw refusal(
        'invalidState',
        '이미 신청한 행사입니다. 내 정보의 행사 신청에서 확인해 주세요.',
      );
    }
    const reading = readRegistration(request, event, member);
    if (!reading.ok) throw refusal('invalidInput', Object.values(reading.refusals)[0]);
    const checked = reading.registration;
    if (checked.payment === 'online') this.requireMethod(request.method);
    const id = this.backend.nextId('registration');
    const state = this.records.stateForNew(event, checked.companions);
    const payment =
      checked.payment === null ? 'none' : checked.payment === 'door' ? 'door' : 'pending';
    const registration: FakeRegistration = {
      id,
      eventId: event.id,
      memberId,
      name: checked.name,
      phone: checked.phone,
      email: checked.email,
      classNumber: checked.classNumber,
      companions: checked.companions,
      note: checked.note,
      state,
      payment,
      amount: checked.amount,
      attendedAt: null,
      createdAt: now.toISOString(),
      cancelledAt: null,
      token: `${id}.${macOf()}`,
      orderId: null,
      payBy: state === 'confirmed' && payment === 'pending' ? feePayBy(now, event.startsAt) : null,
    };
    this.records.registrations.push(registration);
    this.mail.registered(registration);
    const checkout =
      registration.state === 'confirmed' && registration.payment === 'pending'
        ? this.checkoutFor(registration, request.method as PaymentMethod)
        : null;
    return { registration: await this.mail.viewOf(registration), payment: checkout };
  }

  async myEventRegistrations(): Promise<MyRegistration[]> {
    const { userId } = this.backend.requireAccount().profile;
    const mine = this.records.registrations
      .filter((each) => each.memberId === userId)
      .sort((a, b) => this.startOf(b).localeCompare(this.startOf(a)));
    return Promise.all(mine.map((each) => this.mail.viewOf(each)));
  }

  async eventRegistration(registrationId: string, link?: string): Promise<MyRegistration> {
    return this.mail.viewOf(this.reachable(registrationId, link));
  }

  async cancelEventRegistration(registrationId: string, link?: string): Promise<MyRegistration> {
    const registration = this.reachable(registrationId, link);
    const event = this.records.event(registration.eventId);
    if (!event) throw refusal('notFound', NO_SUCH_REGISTRATION);
    const now = this.now();
    const cancellation = attendeeCancellation(event, registration, now);
    if (!cancellation.allowed) throw refusal('invalidState', cancellation.message);
    const promoted = this.records.cancel(registration, cancellation.refund, now.toISOString());
    for (const each of promoted) this.mail.promoted(each);
    return this.mail.viewOf(registration);
  }

  async payEventFee(
    registrationId: string,
    method: PaymentMethod,
    link?: string,
  ): Promise<StartedCheckout> {
    const registration = this.reachable(registrationId, link);
    const view = await this.mail.viewOf(registration);
    if (!view.payable) throw refusal('invalidState', '지금 낼 참가비가 없습니다.');
    this.requireMethod(method);
    return this.checkoutFor(registration, method);
  }

  private summaryOf(event: FakeEvent): EventSummary {
    const { seatsLeft } = this.records.counts(event);
    return {
      eventId: event.id,
      kind: event.kind,
      title: event.title,
      state: event.state,
      startsAt: event.startsAt,
      endsAt: event.endsAt,
      placeName: event.placeName,
      statusLabel: registrationStatusLabel(event, seatsLeft, this.now()),
      seatsLeft,
      memberFee: event.fees.member,
    };
  }

  /** An event on the site: a draft is nobody's to see. */
  private publicOne(eventId: string): FakeEvent {
    const event = this.records.event(eventId);
    if (!event || event.state === 'draft') throw refusal('notFound', NO_SUCH_EVENT);
    return event;
  }

  /** A registration reached by its mail's token, or the signed-in member's own. */
  private reachable(registrationId: string, link?: string): FakeRegistration {
    const registration = this.records.registration(registrationId);
    if (link !== undefined) {
      if (registration?.token !== link) throw refusal('notFound', NO_SUCH_REGISTRATION);
      return registration;
    }
    const { userId } = this.backend.requireAccount().profile;
    if (registration?.memberId !== userId) throw refusal('notFound', NO_SUCH_REGISTRATION);
    return registration;
  }

  private requireMethod(method: string): void {
    if (!(PAYMENT_METHODS as readonly string[]).includes(method))
      throw refusal('invalidInput', '결제 수단을 골라 주세요.');
  }

  /**
   * The payment window's order for the fee. The demo's orders of events are the payments
   * feature's to settle (purpose `event`); the registration keeps the order's id.
   */
  private checkoutFor(registration: FakeRegistration, method: PaymentMethod): StartedCheckout {
    const event = this.records.event(registration.eventId);
    registration.orderId = this.backend.nextId('order-event');
    return {
      orderId: registration.orderId,
      orderName: `${event?.title ?? '행사'} 참가비`,
      amount: registration.amount,
      method,
      customer: { name: registration.name, email: registration.email, phone: registration.phone },
      outcome: null,
      cardRegistration: null,
    };
  }

  private startOf(registration: FakeRegistration): string {
    return this.records.event(registration.eventId)?.startsAt ?? registration.createdAt;
  }
}

/** The token's signature part: unguessable, as the server's HMAC. */
function macOf(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
