import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type {
  AttendeeData,
  CheckInResultData,
  EventAttendeesData,
  EventDetailData,
  EventDraftData,
  EventListData,
  MyRegistrationData,
  RegistrationResultData,
} from '../../../../../src/contract/events';
import { expectRefusal, expectSuccess } from '../../../support/auth-helpers';
import { as, signedInMember, signIn, type SignedInMember } from '../../../support/members';
import { signedInOffice } from '../../../support/office';
import { readMailFile } from '../../../support/pdf-text';
import { dialects, onSqliteOnly } from '../../../support/test-server';
import { useTestServer } from '../../../support/use-test-server';
import { aDraft, DAY } from '../../../support/events';

function aRegistration(index: number, changes: Record<string, unknown> = {}) {
  return {
    name: '김방문',
    phone: `010-5555-${String(1000 + index)}`,
    email: `visitor${String(index)}@example.org`,
    classNumber: '',
    companions: 0,
    note: '',
    payment: null,
    method: '',
    privacyConsent: true,
    ...changes,
  };
}

/** Issue 33: events, registrations under concurrency, waiting lists, mails and check-in. */
describe.each(dialects())('events (%s)', (dialect) => {
  const itOnSqlite = onSqliteOnly(dialect);
  const server = useTestServer(dialect, { seed: withOfficeAndMembers });
  let office: SignedInMember;
  let kim: SignedInMember;
  let lee: SignedInMember;

  async function withOfficeAndMembers(): Promise<void> {
    office = await signedInOffice(server);
    kim = await signedInMember(server, { name: '김동문', classNumber: 45, graduationYear: 2001 });
    lee = await signedInMember(server, { name: '이동문', classNumber: 50, graduationYear: 2006 });
  }

  async function publishedEvent(changes: Partial<EventDraftData> = {}): Promise<string> {
    const { eventId } = expectSuccess(
      await server.call<{ eventId: string }>('createEvent', {
        ...as(office),
        body: aDraft(server, changes),
      }),
    );
    expectSuccess(await server.call('publishEvent', { ...as(office), params: { eventId } }));
    return eventId;
  }

  const register = (eventId: string, body: unknown, member?: SignedInMember) =>
    server.call<RegistrationResultData>('registerForEvent', {
      ...(member ? as(member) : {}),
      params: { eventId },
      body,
    });

  const attendees = async (eventId: string, query: Record<string, string> = {}) =>
    expectSuccess(
      await server.call<EventAttendeesData>('eventAttendees', {
        ...as(office),
        params: { eventId },
        query,
      }),
    );

  const tokenOf = (registration: MyRegistrationData) =>
    new URL(registration.link).searchParams.get('t') ?? '';

  const outboxFiles = () => {
    const dir = path.join(server.dataDir, 'outbox');
    return fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((name) => name.endsWith('.eml'))
          .sort()
          .map((name) => path.join(dir, name))
      : [];
  };

  it('gives 10 seats to exactly 10 of 50 registering at once; 40 wait, in line', async () => {
    const eventId = await publishedEvent({ capacity: 10 });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => register(eventId, aRegistration(index))),
    );
    const states = answers.map((answer) => expectSuccess(answer).registration.state);
    expect(states.filter((state) => state === 'confirmed')).toHaveLength(10);
    expect(states.filter((state) => state === 'waiting')).toHaveLength(40);
    const listed = await attendees(eventId);
    expect(listed.event.counts).toMatchObject({
      capacity: 10,
      seatsTaken: 10,
      seatsLeft: 0,
      confirmed: 10,
      waiting: 40,
    });
    const positions = listed.attendees
      .filter((attendee) => attendee.state === 'waiting')
      .map((attendee) => attendee.waitingPosition);
    expect(positions).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
  });

  it('gives the last seat to one of two, and one live registration per member however often', async () => {
    const eventId = await publishedEvent({ capacity: 2, maxCompanions: 1 });
    expectSuccess(await register(eventId, aRegistration(1)));
    const [first, second] = await Promise.all([
      register(eventId, aRegistration(0, { name: '김동문', classNumber: '45' }), kim),
      register(eventId, aRegistration(0, { name: '이동문', classNumber: '50' }), lee),
    ]);
    const states = [first, second].map((answer) => expectSuccess(answer).registration.state);
    expect(states.sort()).toEqual(['confirmed', 'waiting']);
    const twice = await Promise.all([
      register(eventId, aRegistration(2, { name: '김동문', classNumber: '45' }), kim),
      register(eventId, aRegistration(3, { name: '김동문', classNumber: '45' }), kim),
    ]);
    for (const answer of twice) {
      expectRefusal(answer, 'invalidState');
      expect(answer.body.message).toBe('이미 이 행사에 신청하셨습니다. 내 신청에서 확인해 주세요.');
    }
    // A visitor's e-mail once too, in any case.
    expectRefusal(
      await register(eventId, aRegistration(1, { email: 'VISITOR1@example.org' })),
      'invalidState',
    );
    expect((await attendees(eventId)).event.counts).toMatchObject({ confirmed: 2, waiting: 1 });
  });

  it('promotes the next in line when a confirmed attendee cancels, and mails them', async () => {
    const eventId = await publishedEvent({ capacity: 2 });
    const confirmed = expectSuccess(
      await register(eventId, aRegistration(0, { companions: 1 })),
    ).registration;
    const waiting = expectSuccess(await register(eventId, aRegistration(1))).registration;
    expect(waiting).toMatchObject({ state: 'waiting', waitingPosition: 1, checkInQr: null });
    const cancelled = expectSuccess(
      await server.call<MyRegistrationData>('cancelEventRegistration', {
        params: { registrationId: confirmed.registrationId },
        query: { t: tokenOf(confirmed) },
      }),
    );
    expect(cancelled.state).toBe('cancelled');
    const promoted = expectSuccess(
      await server.call<MyRegistrationData>('eventRegistration', {
        params: { registrationId: waiting.registrationId },
        query: { t: tokenOf(waiting) },
      }),
    );
    expect(promoted).toMatchObject({ state: 'confirmed', waitingPosition: null });
    expect(promoted.checkInQr).toMatch(/^data:image\/png;base64,/u);
    const subjects = server.mails().map((mail) => [mail.to, mail.subject]);
    expect(subjects).toContainEqual([
      'visitor1@example.org',
      expect.stringContaining('대기에서 참가가 확정되었습니다'),
    ]);
    expect((await attendees(eventId)).event.counts).toMatchObject({
      seatsTaken: 1,
      confirmed: 1,
      waiting: 0,
      cancelled: 1,
    });
  });

  itOnSqlite(
    'mails the confirmation with the .ics and the QR code, and the reminder once, the day before',
    async () => {
      const eventId = await publishedEvent();
      expectSuccess(await register(eventId, aRegistration(7)));
      const file = outboxFiles().at(-1);
      const mail = await readMailFile(file ?? '');
      expect(mail.subject).toContain('참가 신청이 확정되었습니다');
      expect(mail.text).toContain('/alumni/events/registration?t=');
      const types = mail.attachments.map((attachment) => attachment.contentType);
      expect(types).toEqual(['text/calendar', 'image/png']);
      const ics = mail.attachments[0]?.content.toString('utf8') ?? '';
      expect(ics).toContain('BEGIN:VEVENT');
      expect(mail.attachments[1]?.content.subarray(1, 4).toString('latin1')).toBe('PNG');

      const reminders = server.runtime.services.eventReminders;
      expect(await reminders.sendDue()).toBe(0);
      server.clock.advance(9 * DAY + 60 * 60 * 1000);
      expect(await reminders.sendDue()).toBe(1);
      expect(await reminders.sendDue()).toBe(0);
      expect(server.mails().filter((each) => each.subject.includes('내일은'))).toHaveLength(1);
    },
  );

  itOnSqlite(
    'checks in once by the QR code, then answers already; refuses forged and waiting ones',
    async () => {
      const eventId = await publishedEvent({ capacity: 1 });
      const confirmed = expectSuccess(
        await register(eventId, aRegistration(0, { name: '김동문', classNumber: '45' }), kim),
      ).registration;
      const waiting = expectSuccess(await register(eventId, aRegistration(1))).registration;
      const checkIn = (body: unknown) =>
        server.call<CheckInResultData>('checkInAttendee', {
          ...as(office),
          params: { eventId },
          body,
        });
      const first = expectSuccess(await checkIn({ code: confirmed.link }));
      expect(first.outcome).toBe('checkedIn');
      expect(first.counts).toMatchObject({ attended: 1, attendedPeople: 1 });
      const again = expectSuccess(await checkIn({ registrationId: confirmed.registrationId }));
      expect(again.outcome).toBe('already');
      expect(again.attendee.attendedAt).toBe(first.attendee.attendedAt);

      const forged = `${tokenOf(confirmed).split('.')[0] ?? ''}.AAAAAAAAAAAAAAAAAAAAAA`;
      expectRefusal(await checkIn({ code: forged }), 'invalidInput');
      expectRefusal(await checkIn({ code: 'https://example.org/' }), 'invalidInput');
      expectRefusal(await checkIn({ code: waiting.link }), 'invalidState');
      expectRefusal(
        await server.call('eventRegistration', {
          params: { registrationId: confirmed.registrationId },
          query: { t: forged },
        }),
        'notFound',
      );
      // The member reaches theirs by the session; another member does not.
      expectSuccess(
        await server.call('eventRegistration', {
          ...as(kim),
          params: { registrationId: confirmed.registrationId },
        }),
      );
      expectRefusal(
        await server.call('eventRegistration', {
          ...as(lee),
          params: { registrationId: confirmed.registrationId },
        }),
        'notFound',
      );
      expectSuccess(await server.call('checkInCount', { ...as(office), params: { eventId } }));
    },
  );

  itOnSqlite('refuses in Korean what the rules refuse, changing nothing', async () => {
    const draftId = expectSuccess(
      await server.call<{ eventId: string }>('createEvent', {
        ...as(office),
        body: aDraft(server),
      }),
    ).eventId;
    // Drafts are never public.
    expectRefusal(await server.call('publicEvent', { params: { eventId: draftId } }), 'notFound');
    expectRefusal(await register(draftId, aRegistration(0)), 'notFound');
    const list = expectSuccess(await server.call<EventListData>('publicEvents'));
    expect(list.upcoming).toEqual([]);

    const membersOnly = await publishedEvent({ visitorsAllowed: false, maxCompanions: 1 });
    const visitor = await register(membersOnly, aRegistration(0));
    expectRefusal(visitor, 'invalidState');
    expect(visitor.body.message).toContain('회원만 신청할 수 있는 행사입니다');
    expectRefusal(
      await register(membersOnly, aRegistration(0, { classNumber: '45', companions: 3 }), kim),
      'invalidInput',
    );
    expectRefusal(
      await register(membersOnly, aRegistration(0, { privacyConsent: false })),
      'invalidState',
    );
    const paid = await publishedEvent({
      fees: { member: 30_000, companion: 10_000, visitor: 40_000 },
      refundDeadline: aDraft(server).registrationDeadline,
      payAtDoor: true,
    });
    expectRefusal(await register(paid, aRegistration(0)), 'invalidInput');
    // Online without a method is refused; at the door works.
    expectRefusal(
      await register(paid, aRegistration(0, { payment: 'online', method: '' })),
      'invalidInput',
    );
    const door = expectSuccess(
      await register(paid, aRegistration(0, { payment: 'door', companions: 1 })),
    );
    expect(door.registration).toMatchObject({ payment: 'door', amount: 50_000, payable: false });
    expect((await attendees(membersOnly)).attendees).toEqual([]);
    expectRefusal(
      await server.call('createEvent', {
        ...as(office),
        body: aDraft(server, { capacity: 0 }),
      }),
      'invalidInput',
    );

    // The deadline closes registration and the attendee's own cancellation.
    server.clock.advance(9 * DAY);
    expectRefusal(await register(paid, aRegistration(1, { payment: 'door' })), 'invalidState');
    const late = await server.call('cancelEventRegistration', {
      params: { registrationId: door.registration.registrationId },
      query: { t: tokenOf(door.registration) },
    });
    expectRefusal(late, 'invalidState');
    expect(late.body.message).toContain('신청 마감이 지나');
  });

  itOnSqlite(
    'lists, filters and exports the attendees, with attendance by 기수; the office cancels and records the door',
    async () => {
      const eventId = await publishedEvent({
        capacity: 3,
        fees: { member: 10_000, companion: 5_000, visitor: 20_000 },
        refundDeadline: aDraft(server).registrationDeadline,
        payAtDoor: true,
      });
      const mine = expectSuccess(
        await register(
          eventId,
          aRegistration(0, { name: '김동문', classNumber: '45', payment: 'door', companions: 1 }),
          kim,
        ),
      ).registration;
      expectSuccess(
        await register(
          eventId,
          aRegistration(1, { name: '이동문', classNumber: '50', payment: 'door' }),
          lee,
        ),
      );
      const third = expectSuccess(
        await register(eventId, aRegistration(2, { payment: 'door' })),
      ).registration;
      expect(third.state).toBe('waiting');

      const door = expectSuccess(
        await server.call<AttendeeData>('recordDoorPayment', {
          ...as(office),
          params: { registrationId: mine.registrationId },
        }),
      );
      expect(door.payment).toBe('doorPaid');
      expectSuccess(
        await server.call('checkInAttendee', {
          ...as(office),
          params: { eventId },
          body: { registrationId: mine.registrationId },
        }),
      );
      expect((await attendees(eventId, { q: '45기' })).attendees.map((each) => each.name)).toEqual([
        '김동문',
      ]);
      expect((await attendees(eventId, { state: 'waiting' })).attendees).toHaveLength(1);
      const listed = await attendees(eventId, { attendance: 'attended' });
      expect(listed.attendees.map((each) => each.name)).toEqual(['김동문']);
      expect(listed.attendance).toEqual([
        { classNumber: 45, registrations: 1, people: 2, attended: 1, attendedPeople: 2 },
        { classNumber: 50, registrations: 1, people: 1, attended: 0, attendedPeople: 0 },
      ]);

      const response = await server.fetch(`/api/admin/events/${eventId}/attendees/export`, {
        headers: { authorization: `Bearer ${office.accessToken}`, 'x-user-id': office.userId },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await response.arrayBuffer());
      const sheet = workbook.worksheets[0];
      expect(sheet?.getRow(1).getCell(1).value).toBe('이름');
      expect(sheet?.rowCount).toBe(4);
      expect(sheet?.getRow(2).getCell(9).value).toBe('현장 결제 완료');

      // The office cancels one: the waiting visitor is promoted.
      expectSuccess(
        await server.call('officeCancelRegistration', {
          ...as(office),
          params: { registrationId: mine.registrationId },
          body: { refund: false },
        }),
      );
      expect(
        (await attendees(eventId, { state: 'confirmed' })).attendees
          .map((each) => each.name)
          .sort(),
      ).toEqual(['김방문', '이동문']);
    },
  );

  itOnSqlite('publishes, shows, changes and cancels an event; everyone is mailed', async () => {
    const eventId = await publishedEvent();
    const list = expectSuccess(await server.call<EventListData>('publicEvents'));
    expect(list.upcoming[0]?.events[0]).toMatchObject({ eventId, seatsLeft: 10 });
    const detail = expectSuccess(
      await server.call<EventDetailData>('publicEvent', { ...as(kim), params: { eventId } }),
    );
    expect(detail.prefill).toMatchObject({ name: '김동문', classNumber: 45 });
    expect(detail.registrationOpen).toBe(true);
    const calendar = await server.fetch(`/api/events/${eventId}/calendar`);
    expect(calendar.headers.get('content-type')).toContain('text/calendar');
    expect(await calendar.text()).toContain('SUMMARY:제44회 동문 한마음 체육대회');

    expectSuccess(await register(eventId, aRegistration(0)));
    expectSuccess(
      await server.call('updateEvent', {
        ...as(office),
        params: { eventId },
        body: { draft: aDraft(server, { placeName: '한빛체육관' }), notifyAttendees: true },
      }),
    );
    expect(server.mails().some((mail) => mail.subject.includes('안내가 바뀌었습니다'))).toBe(true);
    expectSuccess(
      await server.call('cancelEvent', {
        ...as(office),
        params: { eventId },
        body: { reason: '우천으로 취소합니다.' },
      }),
    );
    expect(server.mails().some((mail) => mail.subject.includes('취소되었습니다'))).toBe(true);
    const cancelled = expectSuccess(
      await server.call<EventDetailData>('publicEvent', { params: { eventId } }),
    );
    expect(cancelled).toMatchObject({ state: 'cancelled', statusLabel: '취소된 행사' });
    expectRefusal(
      await server.call('publishEvent', { ...as(office), params: { eventId } }),
      'invalidState',
    );
    expect((await attendees(eventId)).event.counts).toMatchObject({ confirmed: 0, cancelled: 1 });
  });

  // Last in the file: it moves the clock a year on.
  it("erases the registrations' names and contacts a year after the event, keeping the counts (privacy policy)", async () => {
    const eventId = await publishedEvent();
    expectSuccess(await register(eventId, aRegistration(31, { classNumber: '45', note: '채식' })));
    const reminders = server.runtime.services.eventReminders;
    await reminders.erasePastDetails();
    expect((await attendees(eventId)).attendees[0]?.name).toBe('김방문');

    server.clock.advance(10 * DAY + 364 * DAY);
    expect(await reminders.erasePastDetails()).toBe(0);
    server.clock.advance(2 * DAY);
    expect(await reminders.erasePastDetails()).toBeGreaterThan(0);
    expect(await reminders.erasePastDetails()).toBe(0);
    office = await signIn(server, office);
    const [erased] = (await attendees(eventId)).attendees;
    expect(erased).toMatchObject({ name: '', phone: '', email: '', note: '', memberId: null });
    expect(erased).toMatchObject({ classNumber: 45, state: 'confirmed' });
  });
});
