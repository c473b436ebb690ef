import { firstDonationRecord } from '../../domain/donations/records';
import {
  applyOrderEvent,
  type Checkout,
  CLOSED_ORDER_STATES,
  type DepositInstructions,
  type EventFeeReference,
  maskedEmail,
  ORDER_STATE_LABELS,
  type OrderEvent,
  orderNextSteps,
  orderSubject,
  type PaymentMethod,
  type PaymentOrder,
  type PaymentOutcome,
  proofOfPaymentOf,
} from '../../domain/payments';
import { formatCalendarDate } from '../../domain/shared/calendar/calendar-date';
import { calendarDateOf } from '../../domain/shared/format/date-format';
import type { FakeBackend } from './fake-backend';

/** One payment order of the fake backend, with what the checkout asked (issue 31). */
export interface FakePaymentOrder {
  order: PaymentOrder;
  readonly method: PaymentMethod;
  /** The sandbox's window, or the association's own account (no window). */
  readonly provider: 'sandbox' | 'own';
  readonly fundId: string | null;
  readonly dues: Checkout['dues'];
  readonly donor: Checkout['donor'];
  readonly wantsReceipt: boolean;
  readonly residentNumber: Checkout['residentNumber'];
  readonly namedInHallOfFame: boolean;
  deposit: DepositInstructions | null;
  /** The sandbox's payment of the order, once its window paid. */
  sandboxPayment: {
    readonly paymentKey: string;
    readonly method: 'card' | 'transfer' | 'virtualAccount';
    readonly declines: boolean;
  } | null;
  /** The donation the paid gift became. */
  donationId: string | null;
  /**
   * An event's fee (issue 33): its registration, and what the fake events feature does when the
   * order is paid or closes unpaid (as the server's `EventLedger`).
   */
  readonly event?: EventFeeReference & {
    readonly link: { readonly href: string; readonly label: string };
    readonly paid: (orderId: string, paidAt: string) => void;
    readonly releasedUnpaid: (orderId: string) => void;
  };
}

/** The order as the thank-you page shows it, worded as the server words it. */
export function fakeOutcomeOf(backend: FakeBackend, stored: FakePaymentOrder): PaymentOutcome {
  const { order } = stored;
  const texts = {
    ...order,
    dues: stored.dues,
    event: stored.event ?? null,
    donor: stored.donor,
    wantsReceipt: stored.wantsReceipt,
  };
  const fundName = stored.fundId ? backend.donationRecords.fundName(stored.fundId) : null;
  return {
    orderId: order.orderId,
    purpose: order.purpose,
    state: order.state,
    stateLabel: ORDER_STATE_LABELS[order.state],
    message: orderNextSteps(texts),
    amount: order.amount,
    method: stored.method,
    what: orderSubject(texts, fundName),
    // Kept once given, as the server keeps it: the page shows it while the deposit is awaited.
    deposit: stored.deposit,
    proofOfPayment: proofOfPaymentOf({
      purpose: order.purpose,
      wantsReceipt: stored.wantsReceipt,
    }),
    emailMasked: maskedEmail(stored.donor.email),
    member: stored.donor.memberId !== null,
    sandbox: stored.provider === 'sandbox',
    link: stored.event ? stored.event.link : null,
  };
}

/**
 * A paid gift becomes a donation, as the server's donations feature records it: the member's own
 * donor (or a visitor's, found again by name, mobile and e-mail, or new), 일반기부금, so that it
 * shows in 내 기부 내역, the public figures and the hall of fame.
 */
export function recordFakePaidGift(backend: FakeBackend, stored: FakePaymentOrder): string {
  const records = backend.donationRecords;
  const { donor } = stored;
  const at = backend.clock.now().toISOString();
  const digits = (phone: string | null) => (phone ?? '').replace(/\D/gu, '');
  let found = donor.memberId
    ? records.donorOfMember(donor.memberId)
    : records.donors.find(
        (each) =>
          each.memberId === null &&
          each.name === donor.name &&
          digits(each.phone) === digits(donor.phone) &&
          each.email === donor.email,
      );
  if (!found) {
    const graduationYear = donor.memberId
      ? (backend.accounts.get(donor.memberId)?.profile.graduationYear ?? null)
      : null;
    found = {
      donorId: backend.nextId('donor'),
      memberId: donor.memberId,
      kind: 'person',
      name: donor.name,
      businessNumber: null,
      phone: donor.phone,
      email: donor.email,
      address: null,
      graduationYear,
      namedInHallOfFame: stored.namedInHallOfFame,
      updatedAt: at,
    };
    records.donors.push(found);
  } else if (stored.namedInHallOfFame && !found.namedInHallOfFame) {
    const index = records.donors.indexOf(found);
    found = { ...found, namedInHallOfFame: true, updatedAt: at };
    records.donors[index] = found;
  }
  if (stored.residentNumber) {
    const { number, masked } = stored.residentNumber;
    records.residentNumbers.set(found.donorId, { full: number, masked });
  }
  const id = backend.nextId('donation');
  records.records.push({
    ...firstDonationRecord(id, found.donorId, {
      fundId: stored.fundId ?? '',
      amount: stored.order.amount,
      donatedOn: formatCalendarDate(calendarDateOf(new Date(stored.order.paidAt ?? at))),
      method: stored.method === 'card' ? 'card' : 'transfer',
      receiptCode: '40',
      memo: stored.wantsReceipt ? '온라인 기부' : '온라인 기부(기부금영수증을 원하지 않음)',
    }),
    recordedAt: at,
  });
  return id;
}

/**
 * An event on an order, as the server's OrderEvents applies it: refused events change nothing;
 * the one transition to paid records the dues or the gift. The refusal's sentence, or null.
 */
export function applyFakeOrderEvent(
  backend: FakeBackend,
  stored: FakePaymentOrder,
  event: OrderEvent,
): string | null {
  const transition = applyOrderEvent(stored.order, event);
  if (transition.outcome === 'refused') return transition.message;
  stored.order = transition.order;
  if (transition.outcome !== 'changed') return null;
  const { dues, donor, event: fee } = stored;
  if (fee && !transition.recordsPayment) {
    const { state } = stored.order;
    if (state !== 'refunded' && CLOSED_ORDER_STATES.includes(state))
      fee.releasedUnpaid(stored.order.orderId);
    return null;
  }
  if (!transition.recordsPayment) return null;
  if (fee) {
    fee.paid(stored.order.orderId, stored.order.paidAt ?? backend.clock.now().toISOString());
    return null;
  }
  if (stored.order.purpose === 'dues' && dues && donor.memberId) {
    // As the server's payments feature records dues through the dues feature's entry.
    backend.dues.record(
      {
        memberId: donor.memberId,
        kind: dues.kind,
        year: dues.year,
        amount: stored.order.amount,
        orderId: stored.order.orderId,
        paidAt: stored.order.paidAt ?? backend.clock.now().toISOString(),
      },
      backend.nextId('dues'),
    );
    return null;
  }
  stored.donationId ??= recordFakePaidGift(backend, stored);
  return null;
}
