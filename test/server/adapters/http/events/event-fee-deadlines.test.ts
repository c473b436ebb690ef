import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DataOf } from '../../../../../src/contract/endpoint-types';
import type {
  EventDraftData,
  MyRegistrationData,
  RegistrationResultData,
} from '../../../../../src/contract/events';
import { FEE_PAYMENT_DAYS, koreanWallClock } from '../../../../../src/domain/events';
import { UNKEPT_FEE_MESSAGE } from '../../../../../src/domain/payments';
import { expectSuccess } from '../../../support/auth-helpers';
import { as, type SignedInMember } from '../../../support/members';
import { signedInOffice } from '../../../support/office';
import { readMailFile } from '../../../support/pdf-text';
import { dialects, onSqliteOnly, type TestServer } from '../../../support/test-server';
import { useTestServer } from '../../../support/use-test-server';
import { aDraft, DAY } from '../../../support/events';

const VISITOR_FEE = 20_000;

/** A paid event ten days from the server's now, for visitors, paid online only. */
function aPaidEvent(server: TestServer, capacity: number): EventDraftData {
  const refundBy = new Date(server.clock.now().getTime() + 7 * DAY).toISOString();
  return aDraft(server, {
    capacity,
    fees: { member: 10_000, companion: 5_000, visitor: VISITOR_FEE },
    refundDeadline: koreanWallClock(refundBy),
    maxCompanions: 0,
  });
}

const online = (index: number) => ({
  name: '박방문',
  phone: `010-7777-${String(1000 + index)}`,
  email: `payer${String(index)}@example.org`,
  classNumber: '',
  companions: 0,
  note: '',
  payment: 'online',
  method: 'card',
  privacyConsent: true,
});

/**
 * Issue 33, item 3's loose ends: a seat given to an online fee waits for the payment until its
 * pay-by (three days, `feePayBy`), then goes to the next in line; a fee paid that the
 * registration no longer owes (cancelled meanwhile, or paid twice) is refunded automatically.
 */
describe.each(dialects())('event fees: pay-by and refunds of fees not kept (%s)', (dialect) => {
  const itOnSqlite = onSqliteOnly(dialect);
  const server = useTestServer(dialect, { seed: withOffice });
  let office: SignedInMember;

  async function withOffice(): Promise<void> {
    office = await signedInOffice(server);
  }

  async function publishedEvent(capacity: number): Promise<string> {
    const { eventId } = expectSuccess(
      await server.call<{ eventId: string }>('createEvent', {
        ...as(office),
        body: aPaidEvent(server, capacity),
      }),
    );
    expectSuccess(await server.call('publishEvent', { ...as(office), params: { eventId } }));
    return eventId;
  }

  const register = async (eventId: string, index: number) =>
    expectSuccess(
      await server.call<RegistrationResultData>('registerForEvent', {
        params: { eventId },
        body: online(index),
      }),
    );
  const tokenOf = (registration: MyRegistrationData) =>
    new URL(registration.link).searchParams.get('t') ?? '';
  const read = async (registration: MyRegistrationData) =>
    expectSuccess(
      await server.call<MyRegistrationData>('eventRegistration', {
        params: { registrationId: registration.registrationId },
        query: { t: tokenOf(registration) },
      }),
    );
  const cancel = async (registration: MyRegistrationData) =>
    expectSuccess(
      await server.call<MyRegistrationData>('cancelEventRegistration', {
        params: { registrationId: registration.registrationId },
        query: { t: tokenOf(registration) },
      }),
    );
  const paidBySandbox = async (orderId: string) => {
    const redirect = expectSuccess(
      await server.call<DataOf<'sandboxPay'>>('sandboxPay', {
        body: { orderId, method: 'card', cardNumber: '4330123412341234' },
      }),
    );
    return expectSuccess(
      await server.call<DataOf<'paymentOrder'>>('confirmPayment', { body: redirect }),
    );
  };
  const orderState = async (orderId: string) =>
    expectSuccess(
      await server.call<DataOf<'paymentOrder'>>('paymentOrder', { params: { orderId } }),
    ).state;

  itOnSqlite(
    'refunds a fee paid after its registration was cancelled, and a second fee paid for one registration',
    async () => {
      const eventId = await publishedEvent(5);
      const fees = server.runtime.services.eventFeeCheckouts;

      // Cancelled while the payment window was open, then paid: the money goes back.
      const first = await register(eventId, 1);
      const firstOrder = first.payment?.orderId ?? '';
      expect(first.registration).toMatchObject({ state: 'confirmed', payment: 'pending' });
      await cancel(first.registration);
      const late = await paidBySandbox(firstOrder);
      expect(late).toMatchObject({ state: 'paid', message: UNKEPT_FEE_MESSAGE });
      expect(await read(first.registration)).toMatchObject({ state: 'cancelled', payment: 'none' });
      const subjects = server
        .mails()
        .filter((each) => each.to.includes('payer1@example.org'))
        .map((each) => each.subject);
      expect(subjects).toContainEqual(
        expect.stringContaining('결제하신 행사 참가비를 환불해 드립니다'),
      );

      // Two payment windows for one registration, both paid: the second is given back.
      const second = await register(eventId, 2);
      const again = expectSuccess(
        await server.call<DataOf<'payEventFee'>>('payEventFee', {
          params: { registrationId: second.registration.registrationId },
          query: { t: tokenOf(second.registration) },
          body: { method: 'card' },
        }),
      );
      expect((await paidBySandbox(again.orderId)).message).not.toBe(UNKEPT_FEE_MESSAGE);
      expect((await paidBySandbox(second.payment?.orderId ?? '')).message).toBe(UNKEPT_FEE_MESSAGE);
      expect(await read(second.registration)).toMatchObject({
        state: 'confirmed',
        payment: 'paid',
      });

      expect(await fees.refundUnkeptFees()).toBe(2);
      expect(await orderState(firstOrder)).toBe('refunded');
      expect(await orderState(second.payment?.orderId ?? '')).toBe('refunded');
      expect(await orderState(again.orderId)).toBe('paid');
      expect(await fees.refundUnkeptFees()).toBe(0);
    },
  );

  // Last in the file: it moves the clock three days on.
  it('gives a promoted seat whose fee is unpaid past its pay-by to the next in line, and mails', async () => {
    const eventId = await publishedEvent(1);
    const holder = await register(eventId, 11);
    const next = await register(eventId, 12);
    const after = await register(eventId, 13);
    expect(next.registration).toMatchObject({ state: 'waiting', payBy: null });
    expect(next.payment).toBeNull();

    const promotedAt = server.clock.now().getTime();
    await cancel(holder.registration);
    const promoted = await read(next.registration);
    expect(promoted).toMatchObject({ state: 'confirmed', payment: 'pending', payable: true });
    const payBy = Date.parse(promoted.payBy ?? '');
    expect(payBy - promotedAt).toBeGreaterThanOrEqual(FEE_PAYMENT_DAYS * DAY);
    expect(payBy - promotedAt).toBeLessThan(FEE_PAYMENT_DAYS * DAY + 60_000);
    const told = server
      .mails()
      .find(
        (mail) => mail.to.includes('payer12@example.org') && mail.subject.includes('참가가 확정'),
      );
    expect(
      (await readMailFile(path.join(server.dataDir, 'outbox', told?.file ?? ''))).text,
    ).toMatch(/\d{2}:\d{2}까지 아래 링크에서 결제를 마쳐 주세요/u);

    const release = () => server.runtime.services.eventFees.releaseOverdueFees();
    server.clock.advance(FEE_PAYMENT_DAYS * DAY - 60 * 60 * 1000);
    expect(await release()).toBe(0);
    server.clock.advance(2 * 60 * 60 * 1000);
    expect(await release()).toBe(1);
    expect(await release()).toBe(0);
    expect(await read(next.registration)).toMatchObject({ state: 'cancelled', payment: 'none' });
    const released = server.mails().filter((mail) => mail.to.includes('payer12@example.org'));
    expect(released.at(-1)?.text).toContain(
      '참가비 결제가 완료되지 않아 참가 신청이 취소되었습니다',
    );
    // The next in line gets the seat, with three days of its own.
    const third = await read(after.registration);
    expect(third).toMatchObject({ state: 'confirmed', payment: 'pending' });
    expect(Date.parse(third.payBy ?? '')).toBeGreaterThan(payBy);
  });
});
