import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  approvedMember,
  leave,
  type MakePortWorld,
  ONE_DAY,
  type PortWorld,
  refusal,
  signIn,
} from './port-world';
import type { PaymentMethod } from '../../../src/domain/payments';
import { aRegistration, publishedEvent, tokenOf } from './events-port-support';

/** The EventsApi port (issue 33): the calendar, an event's page, registering, cancelling. */
export function describeEventsApiSuite(name: string, makeWorld: MakePortWorld): void {
  describe(`EventsApi (${name})`, () => {
    let world: PortWorld;

    beforeEach(async () => {
      world = await makeWorld();
    });

    afterEach(async () => {
      await world.close();
    });

    it('lists the published events by month, shows one with its fees and seats, and hides drafts', async () => {
      const eventId = await publishedEvent(world);
      await world.signInAsAdministrator();
      const { eventId: draftId } = await world.officeEvents.createEvent(
        (await world.officeEvents.officeEvent(eventId)).draft,
      );
      leave(world);
      const list = await world.events.publicEvents();
      const listed = list.upcoming.flatMap((month) => month.events.map((event) => event.eventId));
      expect(listed).toContain(eventId);
      expect(listed).not.toContain(draftId);
      expect(list.upcoming[0]?.label).toMatch(/^\d{4}년 \d{1,2}월$/u);
      const event = await world.events.publicEvent(eventId);
      expect(event).toMatchObject({
        title: '총동문 체육대회',
        fees: { member: 20_000, companion: 10_000, visitor: 30_000 },
        capacity: 50,
        seatsLeft: 50,
        statusLabel: '신청 중 · 50자리 남음',
        registrationOpen: true,
        refusal: null,
        prefill: null,
        myRegistration: null,
      });
      await expect(world.events.publicEvent(draftId)).rejects.toMatchObject(refusal('notFound'));
      await expect(world.events.publicEvent('no-such-event')).rejects.toMatchObject(
        refusal('notFound'),
      );
    });

    it('registers a visitor with their consent, and reaches the registration by its link only', async () => {
      const eventId = await publishedEvent(world);
      await expect(
        world.events.registerForEvent(eventId, aRegistration({ privacyConsent: false })),
      ).rejects.toMatchObject(refusal('invalidInput', /개인정보/u));
      const { registration, payment } = await world.events.registerForEvent(
        eventId,
        aRegistration({ companions: 2 }),
      );
      expect(payment).toBeNull();
      expect(registration).toMatchObject({
        state: 'confirmed',
        payment: 'door',
        amount: 30_000 + 2 * 10_000,
        companions: 2,
        cancellable: true,
      });
      const token = tokenOf(registration.link);
      expect(
        await world.events.eventRegistration(registration.registrationId, token),
      ).toMatchObject({
        registrationId: registration.registrationId,
      });
      await expect(
        world.events.eventRegistration(registration.registrationId),
      ).rejects.toMatchObject({ name: 'ApiError' });
      expect((await world.events.publicEvent(eventId)).seatsLeft).toBe(47);
    });

    it('keeps a registration from a forged link and from another member; takes only a fee due', async () => {
      const eventId = await publishedEvent(world);
      const { registration } = await world.events.registerForEvent(eventId, aRegistration());
      const token = tokenOf(registration.link);
      await expect(
        world.events.payEventFee(registration.registrationId, 'card', token),
      ).rejects.toMatchObject(refusal('invalidState'));
      await expect(
        world.events.eventRegistration(registration.registrationId, `${token}x`),
      ).rejects.toMatchObject(refusal('notFound'));
      const kim = await approvedMember(world, { name: '김남의' });
      await signIn(world, kim);
      await expect(
        world.events.eventRegistration(registration.registrationId),
      ).rejects.toMatchObject(refusal('notFound'));
      await expect(
        world.events.cancelEventRegistration(registration.registrationId),
      ).rejects.toMatchObject(refusal('notFound'));
      const own = await world.events.registerForEvent(
        eventId,
        aRegistration({ email: kim.email, classNumber: '76', payment: 'online', method: 'card' }),
      );
      await expect(
        world.events.payEventFee(
          own.registration.registrationId,
          'cheque' as unknown as PaymentMethod,
        ),
      ).rejects.toMatchObject(refusal('invalidInput'));
      leave(world);
      expect(
        await world.events.eventRegistration(registration.registrationId, token),
      ).toMatchObject({ state: 'confirmed', payment: 'door' });
    });

    it('refuses visitors when only members may come', async () => {
      const eventId = await publishedEvent(world, { visitorsAllowed: false });
      expect((await world.events.publicEvent(eventId)).refusal).toMatch(/회원만/u);
      await expect(world.events.registerForEvent(eventId, aRegistration())).rejects.toMatchObject(
        refusal('invalidState', /회원만/u),
      );
    });

    it('prefills a member, shows their registration on the page and in their list, once', async () => {
      const eventId = await publishedEvent(world, { visitorsAllowed: false });
      const kim = await approvedMember(world, { name: '김행사' });
      await signIn(world, kim);
      const page = await world.events.publicEvent(eventId);
      expect(page.prefill).toMatchObject({ name: '김행사', email: kim.email, classNumber: 76 });
      const { registration, payment } = await world.events.registerForEvent(
        eventId,
        aRegistration({
          name: '김행사',
          email: kim.email,
          classNumber: '76',
          companions: 1,
          payment: 'online',
          method: 'card',
          privacyConsent: false,
        }),
      );
      expect(registration).toMatchObject({ state: 'confirmed', payment: 'pending', payable: true });
      expect(payment).toMatchObject({ amount: 30_000, method: 'card' });
      expect((await world.events.publicEvent(eventId)).myRegistration?.registrationId).toBe(
        registration.registrationId,
      );
      expect(
        (await world.events.myEventRegistrations()).map((each) => each.registrationId),
      ).toEqual([registration.registrationId]);
      expect(await world.events.payEventFee(registration.registrationId, 'card')).toMatchObject({
        amount: 30_000,
      });
      await expect(
        world.events.registerForEvent(
          eventId,
          aRegistration({ email: kim.email, classNumber: '76' }),
        ),
      ).rejects.toMatchObject(refusal('invalidState'));
    });

    it('puts a party that does not fit on the waiting list and promotes it in line when seats come free', async () => {
      const eventId = await publishedEvent(world, { capacity: 3 });
      const first = await world.events.registerForEvent(eventId, aRegistration({ companions: 2 }));
      const second = await world.events.registerForEvent(eventId, aRegistration({ companions: 1 }));
      const third = await world.events.registerForEvent(eventId, aRegistration());
      expect(first.registration.state).toBe('confirmed');
      expect(second.registration).toMatchObject({ state: 'waiting', waitingPosition: 1 });
      expect(third.registration).toMatchObject({ state: 'waiting', waitingPosition: 2 });
      expect((await world.events.publicEvent(eventId)).statusLabel).toBe(
        '정원 마감 · 대기 신청 가능',
      );
      const link = (each: typeof first) => tokenOf(each.registration.link);
      const cancelled = await world.events.cancelEventRegistration(
        first.registration.registrationId,
        link(first),
      );
      expect(cancelled).toMatchObject({ state: 'cancelled', payment: 'none' });
      expect(
        await world.events.eventRegistration(second.registration.registrationId, link(second)),
      ).toMatchObject({ state: 'confirmed', waitingPosition: null });
      expect(
        await world.events.eventRegistration(third.registration.registrationId, link(third)),
      ).toMatchObject({ state: 'confirmed' });
    });

    it('refuses cancelling after the registration deadline', async () => {
      const eventId = await publishedEvent(world, {}, 10);
      const { registration } = await world.events.registerForEvent(eventId, aRegistration());
      world.advanceClock(4 * ONE_DAY);
      await expect(
        world.events.cancelEventRegistration(
          registration.registrationId,
          tokenOf(registration.link),
        ),
      ).rejects.toMatchObject(refusal('invalidState', /신청 마감/u));
    });

    it('gives the event as an iCalendar file', async () => {
      const eventId = await publishedEvent(world);
      const file = await world.events.eventCalendarFile(eventId);
      expect(file.mimeType).toMatch(/^text\/calendar/u);
      const text = await file.data.text();
      expect(text).toContain('BEGIN:VEVENT');
      expect(text).toContain('SUMMARY:총동문 체육대회');
    });
  });
}
