import {
  type Checkout,
  type ChargeDay,
  chargeDayLabel,
  chargeFailed,
  chargePaid,
  monthKeyOf,
  newPaymentOrder,
  newPledgeCharge,
  nextChargeDay,
  type Pledge,
  type PledgeCharge,
  type PledgeView,
  PLEDGE_STATE_LABELS,
  CHARGE_STATE_LABELS,
} from '../../domain/payments';
import { DEMO_DONATION_ACCOUNT } from '../../domain/shared/association/demo-association';
import { formatCalendarDate } from '../../domain/shared/calendar/calendar-date';
import { calendarDateOf } from '../../domain/shared/format/date-format';
import type { FakeBackend } from './fake-backend';
import { recordFakePaidGift } from './fake-payment-orders';

/** The card the sandbox declines, as the server's sandbox does (SANDBOX_DECLINED_CARD). */
export const DECLINED_CARD = '4000000000000002';

/** A monthly pledge in the demo: the domain's pledge, its member, its card and its months. */
export interface FakePledge {
  pledge: Pledge;
  /** Waiting for its card window (not listed in /me until then). */
  registering: boolean;
  readonly memberId: string;
  readonly customerKey: string;
  cardNumber: string | null;
  readonly transferReference: string | null;
  readonly donor: Checkout['donor'];
  readonly wantsReceipt: boolean;
  readonly namedInHallOfFame: boolean;
  readonly createdAt: string;
  /** Newest first. */
  charges: PledgeCharge[];
}

export function newFakePledge(
  backend: FakeBackend,
  memberId: string,
  checkout: Checkout & { readonly chargeDay: ChargeDay; readonly fundId: string },
  transferReference: string | null,
): FakePledge {
  const now = backend.clock.now();
  const card = checkout.method === 'card';
  const stored: FakePledge = {
    pledge: {
      pledgeId: backend.nextId('pledge'),
      fundId: checkout.fundId,
      amount: checkout.amount,
      chargeDay: checkout.chargeDay,
      method: card ? 'card' : 'bankTransfer',
      state: 'active',
      activeSince: calendarDateOf(now),
    },
    registering: card,
    memberId,
    customerKey: `cus_fake_${backend.nextId('customer')}`,
    cardNumber: null,
    transferReference,
    donor: checkout.donor,
    wantsReceipt: checkout.wantsReceipt,
    namedInHallOfFame: checkout.namedInHallOfFame,
    createdAt: now.toISOString(),
    charges: [],
  };
  backend.pledges.set(stored.pledge.pledgeId, stored);
  // A transfer pledge owes this month from today: its first deposit is awaited.
  if (!card) addFakeCharge(backend, stored);
  return stored;
}

/** This month's charge (made once), attempted at once when it is a card's. */
export function addFakeCharge(backend: FakeBackend, stored: FakePledge): void {
  const today = calendarDateOf(backend.clock.now());
  const month = monthKeyOf(today);
  if (stored.charges.some((charge) => charge.month === month)) return;
  stored.charges.unshift(newPledgeCharge(stored.pledge, month, today));
  if (stored.pledge.method === 'card') attemptFakeCharge(backend, stored, 0);
}

/** Charges the month at `index` with the pledge's card: paid (a donation) or declined. */
export function attemptFakeCharge(backend: FakeBackend, stored: FakePledge, index: number): void {
  const charge = stored.charges[index];
  if (!charge || (charge.state !== 'pending' && charge.state !== 'retrying')) return;
  if (stored.cardNumber === null || stored.cardNumber === DECLINED_CARD) {
    stored.charges[index] = chargeFailed(charge).charge;
    return;
  }
  stored.charges[index] = chargePaid(charge);
  const at = backend.clock.now().toISOString();
  // Recorded as the checkout's paid gifts are: one donation for the month.
  recordFakePaidGift(backend, {
    order: {
      ...newPaymentOrder({
        orderId: `${stored.pledge.pledgeId}-${charge.month}`,
        purpose: 'pledge',
        amount: charge.amount,
        createdAt: at,
      }),
      paidAt: at,
    },
    method: 'card',
    provider: 'sandbox',
    fundId: stored.pledge.fundId,
    dues: null,
    donor: stored.donor,
    wantsReceipt: stored.wantsReceipt,
    residentNumber: null,
    namedInHallOfFame: stored.namedInHallOfFame,
    deposit: null,
    sandboxPayment: null,
    donationId: null,
  });
}

/** The sandbox's card as a member may see it. */
function cardLabelOf(cardNumber: string | null): string | null {
  if (cardNumber === null) return null;
  return `테스트카드 ${cardNumber.slice(0, 4)}-****-****-${cardNumber.slice(-4)}`;
}

export function fakePledgeView(backend: FakeBackend, stored: FakePledge): PledgeView {
  const { pledge } = stored;
  const today = calendarDateOf(backend.clock.now());
  const next = nextChargeDay(pledge, today, stored.charges[0]?.month ?? null);
  return {
    pledgeId: pledge.pledgeId,
    fundName: backend.donationRecords.fundName(pledge.fundId),
    amount: pledge.amount,
    chargeDayLabel: chargeDayLabel(pledge.chargeDay),
    method: pledge.method,
    state: stored.registering ? 'registering' : pledge.state,
    stateLabel: stored.registering ? '카드 등록 대기' : PLEDGE_STATE_LABELS[pledge.state],
    cardLabel: cardLabelOf(stored.cardNumber),
    transfer:
      stored.transferReference === null
        ? null
        : { ...DEMO_DONATION_ACCOUNT, reference: stored.transferReference },
    nextChargeOn: next ? formatCalendarDate(next) : null,
    charges: stored.charges.map((charge) => ({
      month: charge.month,
      amount: charge.amount,
      state: charge.state,
      stateLabel: CHARGE_STATE_LABELS[charge.state],
      failedAttempts: charge.failedAttempts,
      nextAttemptOn: charge.nextAttemptOn ? formatCalendarDate(charge.nextAttemptOn) : null,
    })),
    sandbox: stored.pledge.method === 'card',
  };
}
