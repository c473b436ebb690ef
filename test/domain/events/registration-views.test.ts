import { describe, expect, it } from 'vitest';
import {
  attendeeOf,
  myRegistrationOf,
  type RegisteredEvent,
  type RegistrationFacts,
} from '../../../src/domain/events';

const EVENT: RegisteredEvent = {
  eventId: 'event-1',
  title: '송년의 밤',
  startsAt: '2026-12-19T09:00:00.000Z',
  state: 'published',
  registrationDeadline: '2026-12-12T09:00:00.000Z',
  refundDeadline: '2026-12-10T09:00:00.000Z',
};

const REGISTRATION: RegistrationFacts = {
  registrationId: 'registration-1',
  memberId: null,
  name: '박방문',
  phone: '010-2222-3333',
  email: 'visitor@example.com',
  classNumber: null,
  companions: 1,
  note: '',
  state: 'confirmed',
  payment: 'pending',
  amount: 40_000,
  payBy: '2026-12-04T09:00:00.000Z',
  attendedAt: null,
  createdAt: '2026-12-01T00:00:00.000Z',
  cancelledAt: null,
};

const EXTRA = {
  waitingPosition: 3,
  link: '/alumni/events/registration?t=abc',
  checkInQr: 'data:image/png;base64,AAAA',
  onlinePayments: true,
  now: new Date('2026-12-05T00:00:00.000Z'),
};

describe('a registration as the office lists it', () => {
  it('says visitor or member, a place in line only while waiting, and leaves a store’s own fields out', () => {
    const stored = { ...REGISTRATION, lineNumber: 7, token: 'secret' };
    const row = attendeeOf(stored, 3);
    expect(row).toMatchObject({ attendeeKind: 'visitor', waitingPosition: null });
    expect(row).not.toHaveProperty('token');
    expect(row).not.toHaveProperty('lineNumber');
    expect(attendeeOf({ ...REGISTRATION, memberId: 'm1', state: 'waiting' }, 3)).toMatchObject({
      attendeeKind: 'member',
      waitingPosition: 3,
    });
  });
});

describe('a registration as its attendee sees it', () => {
  it('may be paid online only where the site takes payments, while pending and the event stands', () => {
    expect(myRegistrationOf(EVENT, REGISTRATION, EXTRA)).toMatchObject({
      payable: true,
      cancellable: true,
      refundOnCancel: false,
      checkInQr: EXTRA.checkInQr,
      waitingPosition: null,
    });
    expect(myRegistrationOf(EVENT, REGISTRATION, { ...EXTRA, onlinePayments: false }).payable).toBe(
      false,
    );
    expect(myRegistrationOf({ ...EVENT, state: 'cancelled' }, REGISTRATION, EXTRA)).toMatchObject({
      payable: false,
      cancellable: false,
    });
  });

  it('shows no check-in code while waiting, and its place in line', () => {
    expect(
      myRegistrationOf(EVENT, { ...REGISTRATION, state: 'waiting', payment: 'none' }, EXTRA),
    ).toMatchObject({ checkInQr: null, waitingPosition: 3, payable: false });
  });
});
