import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  approvedMember,
  leave,
  type MakePortWorld,
  type PortWorld,
  refusal,
  signIn,
} from './port-world';
import { EVENT_LIMITS } from '../../../src/domain/events';
import { anEventDraft, aRegistration, publishedEvent } from './events-port-support';

/** The OfficeEventsApi port (issue 33, items 5 and 7): the console's events and the door. */
export function describeOfficeEventsApiSuite(name: string, makeWorld: MakePortWorld): void {
  describe(`OfficeEventsApi (${name})`, () => {
    let world: PortWorld;

    beforeEach(async () => {
      world = await makeWorld();
    });

    afterEach(async () => {
      await world.close();
    });

    it('creates a draft, refuses a bad form in Korean, edits, publishes and closes', async () => {
      await world.signInAsAdministrator();
      await expect(
        world.officeEvents.createEvent(anEventDraft(world, { title: ' ' })),
      ).rejects.toMatchObject(refusal('invalidInput', /행사 이름/u));
      const draft = anEventDraft(world);
      const { eventId } = await world.officeEvents.createEvent(draft);
      const stored = await world.officeEvents.officeEvent(eventId);
      expect(stored).toMatchObject({ state: 'draft', publishedAt: null });
      expect(stored.draft).toMatchObject({
        startsAt: draft.startsAt,
        refundDeadline: draft.refundDeadline,
        capacity: 50,
        fees: { member: 20_000, companion: 10_000, visitor: 30_000 },
      });
      await world.officeEvents.updateEvent(eventId, { ...draft, capacity: '80' }, false);
      expect((await world.officeEvents.officeEvent(eventId)).counts.capacity).toBe(80);
      await world.officeEvents.publishEvent(eventId);
      await world.officeEvents.closeEvent(eventId);
      const listed = await world.officeEvents.officeEvents();
      expect(listed.find((each) => each.eventId === eventId)).toMatchObject({
        state: 'closed',
        counts: { capacity: 80, seatsLeft: 80, confirmed: 0 },
      });
    });

    it('refuses what the event’s state does not allow, in Korean, changing nothing', async () => {
      await world.signInAsAdministrator();
      const { eventId } = await world.officeEvents.createEvent(anEventDraft(world));
      await expect(world.officeEvents.closeEvent(eventId)).rejects.toMatchObject(
        refusal('invalidState', /공개된 행사만/u),
      );
      await world.officeEvents.publishEvent(eventId);
      await expect(world.officeEvents.publishEvent(eventId)).rejects.toMatchObject(
        refusal('invalidState'),
      );
      await expect(world.officeEvents.cancelEvent(eventId, '  ')).rejects.toMatchObject(
        refusal('invalidInput', /취소 사유/u),
      );
      await expect(
        world.officeEvents.cancelEvent(eventId, '가'.repeat(EVENT_LIMITS.cancelReasonLength + 1)),
      ).rejects.toMatchObject(refusal('invalidInput', /취소 사유/u));
      expect(await world.officeEvents.officeEvent(eventId)).toMatchObject({ state: 'published' });
      await world.officeEvents.cancelEvent(eventId, '장소 사정으로 취소합니다.');
      await expect(world.officeEvents.cancelEvent(eventId, '다시')).rejects.toMatchObject(
        refusal('invalidState'),
      );
      await expect(
        world.officeEvents.updateEvent(eventId, anEventDraft(world), false),
      ).rejects.toMatchObject(refusal('invalidState'));
      await expect(world.officeEvents.publishEvent(eventId)).rejects.toMatchObject(
        refusal('invalidState'),
      );
      expect(await world.officeEvents.officeEvent(eventId)).toMatchObject({
        state: 'cancelled',
        cancelReason: '장소 사정으로 취소합니다.',
      });
      await expect(world.officeEvents.officeEvent('no-such-event')).rejects.toMatchObject(
        refusal('notFound'),
      );
      await expect(
        world.officeEvents.recordDoorPayment('no-such-registration'),
      ).rejects.toMatchObject(refusal('notFound'));
    });

    it('refuses at the door a registration of another event, and a cancellation twice', async () => {
      const here = await publishedEvent(world);
      const elsewhere = await publishedEvent(world);
      const { registration } = await world.events.registerForEvent(elsewhere, aRegistration());
      await world.signInAsAdministrator();
      await expect(
        world.officeEvents.checkInAttendee(here, { registrationId: registration.registrationId }),
      ).rejects.toMatchObject(refusal('invalidInput', /다른 행사/u));
      await world.officeEvents.officeCancelRegistration(registration.registrationId, false);
      await expect(
        world.officeEvents.officeCancelRegistration(registration.registrationId, false),
      ).rejects.toMatchObject(refusal('invalidState', /이미 취소/u));
      expect(await world.officeEvents.checkInCount(elsewhere)).toMatchObject({
        confirmed: 0,
        cancelled: 1,
        attended: 0,
      });
    });

    it('refuses a member who is no administrator', async () => {
      const kim = await approvedMember(world);
      await signIn(world, kim);
      await expect(world.officeEvents.officeEvents()).rejects.toMatchObject(refusal('forbidden'));
    });

    it('checks an attendee in once by the QR code, and refuses a waiting one', async () => {
      const eventId = await publishedEvent(world, { capacity: 2 });
      const confirmed = await world.events.registerForEvent(
        eventId,
        aRegistration({ name: '최입장', companions: 1 }),
      );
      const waiting = await world.events.registerForEvent(eventId, aRegistration());
      await world.signInAsAdministrator();
      const code = `http://localhost${confirmed.registration.link}`;
      const first = await world.officeEvents.checkInAttendee(eventId, { code });
      expect(first).toMatchObject({
        outcome: 'checkedIn',
        attendee: { name: '최입장', companions: 1 },
        counts: { attended: 1, attendedPeople: 2 },
      });
      expect(await world.officeEvents.checkInAttendee(eventId, { code })).toMatchObject({
        outcome: 'already',
      });
      await expect(
        world.officeEvents.checkInAttendee(eventId, {
          registrationId: waiting.registration.registrationId,
        }),
      ).rejects.toMatchObject(refusal('invalidState', /대기/u));
      await expect(
        world.officeEvents.checkInAttendee(eventId, { code: 'nothing.here' }),
      ).rejects.toMatchObject({ name: 'ApiError' });
      expect(await world.officeEvents.checkInCount(eventId)).toMatchObject({
        confirmed: 1,
        waiting: 1,
        attended: 1,
      });
    });

    it('lists attendees with filters and counts attendance by 기수', async () => {
      const eventId = await publishedEvent(world);
      await world.events.registerForEvent(
        eventId,
        aRegistration({ name: '가동문', classNumber: '45' }),
      );
      await world.events.registerForEvent(
        eventId,
        aRegistration({ name: '나동문', classNumber: '45', companions: 2 }),
      );
      const third = await world.events.registerForEvent(eventId, aRegistration({ name: '다동문' }));
      await world.signInAsAdministrator();
      await world.officeEvents.checkInAttendee(eventId, {
        registrationId: third.registration.registrationId,
      });
      const all = await world.officeEvents.eventAttendees(eventId, {});
      expect(all.attendees).toHaveLength(3);
      expect(all.attendance).toEqual([
        { classNumber: 45, registrations: 2, people: 4, attended: 0, attendedPeople: 0 },
        { classNumber: null, registrations: 1, people: 1, attended: 1, attendedPeople: 1 },
      ]);
      const found = await world.officeEvents.eventAttendees(eventId, { q: '나동문' });
      expect(found.attendees.map((each) => each.name)).toEqual(['나동문']);
      const came = await world.officeEvents.eventAttendees(eventId, { attendance: 'attended' });
      expect(came.attendees.map((each) => each.name)).toEqual(['다동문']);
    });

    it('cancels a registration for the office, promotes the line, and records a door payment', async () => {
      const eventId = await publishedEvent(world, { capacity: 1 });
      const first = await world.events.registerForEvent(eventId, aRegistration());
      const second = await world.events.registerForEvent(eventId, aRegistration());
      await world.signInAsAdministrator();
      const cancelled = await world.officeEvents.officeCancelRegistration(
        first.registration.registrationId,
        false,
      );
      expect(cancelled).toMatchObject({ state: 'cancelled', payment: 'none' });
      const paid = await world.officeEvents.recordDoorPayment(second.registration.registrationId);
      expect(paid).toMatchObject({ state: 'confirmed', payment: 'doorPaid' });
      await expect(
        world.officeEvents.recordDoorPayment(second.registration.registrationId),
      ).rejects.toMatchObject(refusal('invalidState'));
    });

    it('calls an event off with its reason: every registration is cancelled', async () => {
      const eventId = await publishedEvent(world);
      const { registration } = await world.events.registerForEvent(eventId, aRegistration());
      await world.signInAsAdministrator();
      await world.officeEvents.cancelEvent(eventId, '태풍 예보로 취소합니다.');
      expect(await world.officeEvents.officeEvent(eventId)).toMatchObject({
        state: 'cancelled',
        cancelReason: '태풍 예보로 취소합니다.',
      });
      const { attendees } = await world.officeEvents.eventAttendees(eventId, {});
      expect(attendees.map((each) => [each.registrationId, each.state])).toEqual([
        [registration.registrationId, 'cancelled'],
      ]);
      leave(world);
      expect((await world.events.publicEvent(eventId)).statusLabel).toBe('취소된 행사');
    });
  });
}
