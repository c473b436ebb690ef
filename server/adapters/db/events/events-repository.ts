import { type Kysely, type Selectable, type SelectQueryBuilder, sql } from 'kysely';
import type {
  CheckedEvent,
  EventKind,
  EventState,
  PaymentStatus,
  RegistrationState,
} from '../../../../src/domain/events';
import type {
  DueReminder,
  EventRecord,
  EventsRepository,
  RegistrationCounts,
  RegistrationRecord,
} from '../../../application/events/ports';
import type { Tables } from '../shared/schema';

type EventRow = Selectable<Tables['events']>;
type RegistrationRow = Selectable<Tables['eventRegistrations']>;
/** A query of every column of registrations, narrowed step by step. */
type RegistrationQuery = SelectQueryBuilder<Tables, 'eventRegistrations', RegistrationRow>;

function eventOf(row: EventRow): EventRecord {
  return {
    eventId: row.eventId,
    kind: row.kind as EventKind,
    title: row.title,
    description: row.description,
    programme: row.programme,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    registrationDeadline: row.registrationDeadline,
    refundDeadline: row.refundDeadline,
    placeName: row.placeName,
    placeAddress: row.placeAddress,
    capacity: Number(row.capacity),
    fees: {
      member: Number(row.feeMember),
      companion: Number(row.feeCompanion),
      visitor: Number(row.feeVisitor),
    },
    visitorsAllowed: Number(row.visitorsAllowed) === 1,
    maxCompanions: Number(row.maxCompanions),
    payAtDoor: Number(row.payAtDoor) === 1,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    contactEmail: row.contactEmail,
    state: row.state as EventState,
    seatsTaken: Number(row.seatsTaken),
    waitingCount: Number(row.waitingCount),
    calendarSequence: Number(row.calendarSequence),
    publishedAt: row.publishedAt,
    cancelledAt: row.cancelledAt,
    cancelReason: row.cancelReason,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

function registrationOf(row: RegistrationRow): RegistrationRecord {
  return {
    registrationId: row.registrationId,
    eventId: row.eventId,
    memberId: row.memberId,
    name: row.name,
    phone: row.phone,
    email: row.email,
    classNumber: row.classNumber === null ? null : Number(row.classNumber),
    companions: Number(row.companions),
    note: row.note,
    state: row.state as RegistrationState,
    lineNumber: Number(row.lineNumber),
    payment: row.payment as PaymentStatus,
    amount: Number(row.amount),
    orderId: row.orderId,
    payBy: row.payBy,
    attendedAt: row.attendedAt,
    remindedAt: row.remindedAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    cancelledAt: row.cancelledAt,
  };
}

function formColumns(event: CheckedEvent) {
  return {
    kind: event.kind,
    title: event.title,
    description: event.description,
    programme: event.programme,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    registrationDeadline: event.registrationDeadline,
    refundDeadline: event.refundDeadline,
    placeName: event.placeName,
    placeAddress: event.placeAddress,
    capacity: event.capacity,
    feeMember: event.fees.member,
    feeCompanion: event.fees.companion,
    feeVisitor: event.fees.visitor,
    visitorsAllowed: event.visitorsAllowed ? 1 : 0,
    maxCompanions: event.maxCompanions,
    payAtDoor: event.payAtDoor ? 1 : 0,
    contactName: event.contactName,
    contactPhone: event.contactPhone,
    contactEmail: event.contactEmail,
  };
}

/** The events and their registrations; every seat counted by a conditional update in SQL. */
export class KyselyEventsRepository implements EventsRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  async insertEvent(event: EventRecord, by: string, lineSerial = 0): Promise<void> {
    await this.db
      .insertInto('events')
      .values({
        eventId: event.eventId,
        ...formColumns(event),
        state: event.state,
        seatsTaken: event.seatsTaken,
        waitingCount: event.waitingCount,
        lineSerial,
        calendarSequence: event.calendarSequence,
        publishedAt: event.publishedAt,
        cancelledAt: event.cancelledAt,
        cancelReason: event.cancelReason,
        createdAt: event.createdAt,
        createdBy: by,
        updatedAt: event.updatedAt,
        updatedBy: by,
      })
      .execute();
  }

  async updateEvent(
    eventId: string,
    event: CheckedEvent,
    at: string,
    by: string,
    raiseSequence: boolean,
  ): Promise<void> {
    await this.db
      .updateTable('events')
      .set((eb) => ({
        ...formColumns(event),
        updatedAt: at,
        updatedBy: by,
        calendarSequence: eb('calendarSequence', '+', raiseSequence ? 1 : 0),
      }))
      .where('eventId', '=', eventId)
      .execute();
  }

  async changeState(
    eventId: string,
    from: readonly EventState[],
    to: EventState,
    at: string,
    by: string,
    cancelReason?: string,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('events')
      .set((eb) => ({
        state: to,
        updatedAt: at,
        updatedBy: by,
        ...(to === 'published' ? { publishedAt: at } : {}),
        ...(to === 'cancelled'
          ? {
              cancelledAt: at,
              cancelReason: cancelReason ?? '',
              calendarSequence: eb('calendarSequence', '+', 1),
            }
          : {}),
      }))
      .where('eventId', '=', eventId)
      .where('state', 'in', [...from])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async findEvent(eventId: string): Promise<EventRecord | null> {
    const row = await this.db
      .selectFrom('events')
      .selectAll()
      .where('eventId', '=', eventId)
      .executeTakeFirst();
    return row ? eventOf(row) : null;
  }

  async listEvents(states?: readonly EventState[]): Promise<EventRecord[]> {
    let query = this.db.selectFrom('events').selectAll();
    if (states) query = query.where('state', 'in', [...states]);
    const rows = await query.orderBy('startsAt', 'desc').orderBy('eventId').execute();
    return rows.map(eventOf);
  }

  async takeSeats(eventId: string, seats: number, now: string): Promise<number | null> {
    const row = await this.db
      .updateTable('events')
      .set((eb) => ({
        seatsTaken: eb('seatsTaken', '+', seats),
        lineSerial: eb('lineSerial', '+', 1),
      }))
      .where('eventId', '=', eventId)
      .where('state', '=', 'published')
      .where('registrationDeadline', '>', now)
      .where('waitingCount', '=', 0)
      .where(sql<boolean>`seats_taken + ${seats} <= capacity`)
      .returning('lineSerial')
      .executeTakeFirst();
    return row ? Number(row.lineSerial) : null;
  }

  async joinWaitingLine(eventId: string, seats: number, now: string): Promise<number | null> {
    const row = await this.db
      .updateTable('events')
      .set((eb) => ({
        waitingCount: eb('waitingCount', '+', 1),
        lineSerial: eb('lineSerial', '+', 1),
      }))
      .where('eventId', '=', eventId)
      .where('state', '=', 'published')
      .where('registrationDeadline', '>', now)
      .where(sql<boolean>`(waiting_count > 0 or seats_taken + ${seats} > capacity)`)
      .returning('lineSerial')
      .executeTakeFirst();
    return row ? Number(row.lineSerial) : null;
  }

  async lockEvent(eventId: string): Promise<void> {
    await this.db
      .updateTable('events')
      .set((eb) => ({ seatsTaken: eb.ref('seatsTaken') }))
      .where('eventId', '=', eventId)
      .execute();
  }

  async freeSeats(eventId: string, seats: number): Promise<void> {
    await this.db
      .updateTable('events')
      .set((eb) => ({ seatsTaken: eb('seatsTaken', '-', seats) }))
      .where('eventId', '=', eventId)
      .execute();
  }

  async leaveWaitingLine(eventId: string): Promise<void> {
    await this.db
      .updateTable('events')
      .set((eb) => ({ waitingCount: eb('waitingCount', '-', 1) }))
      .where('eventId', '=', eventId)
      .execute();
  }

  async seatPromoted(eventId: string, seats: number): Promise<void> {
    await this.db
      .updateTable('events')
      .set((eb) => ({
        seatsTaken: eb('seatsTaken', '+', seats),
        waitingCount: eb('waitingCount', '-', 1),
      }))
      .where('eventId', '=', eventId)
      .execute();
  }

  async insertRegistration(registration: RegistrationRecord): Promise<boolean> {
    const inserted = await this.db
      .insertInto('eventRegistrations')
      .values({ ...registration, emailKey: registration.email.toLowerCase() })
      .onConflict((conflict) => conflict.doNothing())
      .returning('registrationId')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  async findRegistration(registrationId: string): Promise<RegistrationRecord | null> {
    const row = await this.db
      .selectFrom('eventRegistrations')
      .selectAll()
      .where('registrationId', '=', registrationId)
      .executeTakeFirst();
    return row ? registrationOf(row) : null;
  }

  async liveRegistration(
    eventId: string,
    who: { readonly memberId: string } | { readonly email: string },
  ): Promise<RegistrationRecord | null> {
    let query = this.db
      .selectFrom('eventRegistrations')
      .selectAll()
      .where('eventId', '=', eventId)
      .where('state', '<>', 'cancelled');
    query =
      'memberId' in who
        ? query.where('memberId', '=', who.memberId)
        : query.where('memberId', 'is', null).where('emailKey', '=', who.email.toLowerCase());
    const row = await query.executeTakeFirst();
    return row ? registrationOf(row) : null;
  }

  async registrationsOf(eventId: string): Promise<RegistrationRecord[]> {
    const rows = await this.db
      .selectFrom('eventRegistrations')
      .selectAll()
      .where('eventId', '=', eventId)
      .orderBy('lineNumber')
      .orderBy('createdAt')
      .execute();
    return rows.map(registrationOf);
  }

  async waitingLine(eventId: string): Promise<RegistrationRecord[]> {
    const rows = await this.db
      .selectFrom('eventRegistrations')
      .selectAll()
      .where('eventId', '=', eventId)
      .where('state', '=', 'waiting')
      .orderBy('lineNumber')
      .execute();
    return rows.map(registrationOf);
  }

  async registrationsOfMember(memberId: string): Promise<RegistrationRecord[]> {
    const rows = await this.db
      .selectFrom('eventRegistrations')
      .selectAll()
      .where('memberId', '=', memberId)
      .orderBy('createdAt', 'desc')
      .execute();
    return rows.map(registrationOf);
  }

  async counts(eventIds: readonly string[]): Promise<Map<string, RegistrationCounts>> {
    const counts = new Map<string, RegistrationCounts>();
    if (eventIds.length === 0) return counts;
    const rows = await this.db
      .selectFrom('eventRegistrations')
      .select((eb) => [
        'eventId',
        'state',
        eb.fn.countAll().as('registrations'),
        sql<number | string>`sum(case when attended_at is not null then 1 else 0 end)`.as(
          'attended',
        ),
        sql<
          number | string
        >`sum(case when attended_at is not null then 1 + companions else 0 end)`.as(
          'attendedPeople',
        ),
      ])
      .where('eventId', 'in', [...eventIds])
      .groupBy(['eventId', 'state'])
      .execute();
    for (const eventId of eventIds) {
      counts.set(eventId, {
        confirmed: 0,
        waiting: 0,
        cancelled: 0,
        attended: 0,
        attendedPeople: 0,
      });
    }
    for (const row of rows) {
      const before = counts.get(row.eventId);
      if (!before) continue;
      const state = row.state as RegistrationState;
      counts.set(row.eventId, {
        ...before,
        [state]: Number(row.registrations),
        ...(state === 'confirmed'
          ? { attended: Number(row.attended), attendedPeople: Number(row.attendedPeople) }
          : {}),
      });
    }
    return counts;
  }

  async changeRegistrationState(
    registrationId: string,
    from: RegistrationState,
    to: RegistrationState,
    payment: PaymentStatus,
    at: string,
    payBy?: string | null,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('eventRegistrations')
      .set({
        state: to,
        payment,
        updatedAt: at,
        ...(payBy !== undefined ? { payBy } : {}),
        ...(to === 'cancelled' ? { cancelledAt: at } : {}),
      })
      .where('registrationId', '=', registrationId)
      .where('state', '=', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async changePayment(
    registrationId: string,
    from: readonly PaymentStatus[],
    to: PaymentStatus,
    at: string,
    orderId?: string,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('eventRegistrations')
      .set({ payment: to, updatedAt: at, ...(orderId !== undefined ? { orderId } : {}) })
      .where('registrationId', '=', registrationId)
      .where('payment', 'in', [...from])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async setOrder(registrationId: string, orderId: string, at: string): Promise<void> {
    await this.db
      .updateTable('eventRegistrations')
      .set({ orderId, updatedAt: at })
      .where('registrationId', '=', registrationId)
      .execute();
  }

  async markAttended(registrationId: string, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable('eventRegistrations')
      .set({ attendedAt: at, updatedAt: at })
      .where('registrationId', '=', registrationId)
      .where('state', '=', 'confirmed')
      .where('attendedAt', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async dueReminders(after: string, until: string): Promise<DueReminder[]> {
    return this.confirmedOfEventsAhead(after, until, (query) =>
      query.where('remindedAt', 'is', null),
    );
  }

  async overdueFees(now: string): Promise<DueReminder[]> {
    // Only events still ahead: once one has started, the office settles its fees at the door.
    return this.confirmedOfEventsAhead(now, null, (query) =>
      query.where('payment', '=', 'pending').where('orderId', 'is', null).where('payBy', '<=', now),
    );
  }

  /**
   * The confirmed registrations (narrowed by `which`) of the events taking place (published or
   * closed) that start after `after` and, when given, by `until`, in line order, with their event.
   */
  private async confirmedOfEventsAhead(
    after: string,
    until: string | null,
    which: (query: RegistrationQuery) => RegistrationQuery,
  ): Promise<DueReminder[]> {
    let eventsQuery = this.db
      .selectFrom('events')
      .selectAll()
      .where('state', 'in', ['published', 'closed'])
      .where('startsAt', '>', after);
    if (until !== null) eventsQuery = eventsQuery.where('startsAt', '<=', until);
    const events = await eventsQuery.execute();
    if (events.length === 0) return [];
    const byId = new Map(events.map((row) => [row.eventId, eventOf(row)]));
    const rows = await which(
      this.db
        .selectFrom('eventRegistrations')
        .selectAll()
        .where('eventId', 'in', [...byId.keys()])
        .where('state', '=', 'confirmed'),
    )
      .orderBy('lineNumber')
      .execute();
    return rows.flatMap((row) => {
      const event = byId.get(row.eventId);
      return event ? [{ registration: registrationOf(row), event }] : [];
    });
  }

  async markReminded(registrationId: string, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable('eventRegistrations')
      .set({ remindedAt: at })
      .where('registrationId', '=', registrationId)
      .where('remindedAt', 'is', null)
      .where('state', '=', 'confirmed')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async erasePersonalDetails(endedBefore: string, at: string): Promise<number> {
    const result = await this.db
      .updateTable('eventRegistrations')
      .set((eb) => ({
        name: '',
        phone: '',
        email: '',
        // Still unique, and no longer anyone's address.
        emailKey: eb.ref('registrationId'),
        note: '',
        memberId: null,
        updatedAt: at,
      }))
      .where('name', '<>', '')
      .where('eventId', 'in', (eb) =>
        eb.selectFrom('events').select('eventId').where('endsAt', '<', endedBefore),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
}
