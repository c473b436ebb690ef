import { randomInt } from 'node:crypto';
import type { AdminAudit } from '../../../../server/application/admin';
import {
  createPaymentsServices,
  type EventLedger,
  type PaymentsDependencies,
} from '../../../../server/application/payments';
import type { StoredOrder } from '../../../../server/application/payments/orders-port';
import type {
  PaymentGateway,
  SandboxCheckout,
} from '../../../../server/application/payments/ports';
import type { OutgoingMail } from '../../../../server/application/shared/ports';
import { CryptoRandom } from '../../../../server/adapters/security/crypto-random';

/** The fee the fake events feature asks for: what the server charges, whatever the browser says. */
export const FEE = 35_000;
export const FEE_NAME = '제44회 동문 한마음 체육대회 참가비';

/** The association's own account, for deposits with a reference. */
const OWN_ACCOUNT = { bank: '신한은행', accountNumber: '110-123-456789', holderName: '총동문회' };

/**
 * The payments feature's use cases over fakes of its ports (issue 33's event fees): orders in
 * memory, transactions that run the work, an audit that remembers, a mailer that keeps the mail,
 * and a fake events feature (`EventLedger`) that records what payments asked of it. The provider
 * is given: the sandbox (in memory) or Toss's adapter over its stand-in.
 */
export function eventFeeWorld(provider: {
  readonly gateway: PaymentGateway;
  readonly sandbox: SandboxCheckout | null;
}) {
  let now = Date.parse('2026-05-02T10:00:00+09:00');
  const clock = { now: () => new Date(now) };
  const orders = new Map<string, StoredOrder>();
  const audits: { target: string | null; detail: string }[] = [];
  const mails: OutgoingMail[] = [];
  const failures: string[] = [];
  const ledger = {
    paid: [] as Parameters<EventLedger['recordPaidEventFee']>[0][],
    released: [] as Parameters<EventLedger['releaseUnpaidRegistration']>[0][],
    /** The registrations that owe a fee, and who pays it. */
    fees: new Map<string, { memberId: string | null }>(),
    paths: new Map<string, string>(),
    /** Registrations cancelled or released meanwhile: a fee paid for them is not kept. */
    gone: new Set<string>(),
  };
  const events: EventLedger = {
    feeOrderOf: async (registrationId) => {
      const fee = ledger.fees.get(registrationId);
      if (!fee) return null;
      return {
        amount: FEE,
        orderName: FEE_NAME,
        payer: {
          memberId: fee.memberId,
          name: '김동문',
          phone: '010-1234-5678',
          email: 'kim@example.com',
        },
      };
    },
    recordPaidEventFee: async (payment) => {
      ledger.paid.push(payment);
      return {
        registrationId: payment.registrationId,
        kept: !ledger.gone.has(payment.registrationId),
      };
    },
    releaseUnpaidRegistration: async (payment) => {
      ledger.released.push(payment);
    },
    registrationPathOf: async (registrationId) => ledger.paths.get(registrationId) ?? null,
  };
  const never = () => {
    throw new Error('not used by event fees');
  };
  const audit = {
    audited: async <T>(
      _actor: unknown,
      _action: unknown,
      target: string | null,
      run: () => Promise<T>,
      detail?: string | null,
    ) => {
      const result = await run();
      audits.push({ target, detail: detail ?? '' });
      return result;
    },
  } as unknown as AdminAudit;
  const deps: PaymentsDependencies = {
    paymentOrders: {
      create: async (order) => {
        if (orders.has(order.orderId)) return false;
        orders.set(order.orderId, order);
        return true;
      },
      find: async (orderId) => orders.get(orderId) ?? null,
      findByPaymentKey: async (key) =>
        [...orders.values()].find((order) => order.paymentKey === key) ?? null,
      replace: async (expected, next) => {
        if (orders.get(next.orderId)?.state !== expected) return false;
        orders.set(next.orderId, next);
        return true;
      },
      inStates: async (states, before, limit) =>
        [...orders.values()]
          .filter((order) => states.includes(order.state) && order.updatedAt < before)
          .slice(0, limit),
      unkeptEventFees: async (limit) =>
        [...orders.values()]
          .filter(
            (order) =>
              order.purpose === 'event' &&
              order.state === 'paid' &&
              order.recordedAs === null &&
              order.provider !== 'own',
          )
          .slice(0, limit),
      awaitingTransfers: async (references) =>
        [...orders.values()].filter(
          (order) =>
            order.state === 'awaitingDeposit' && references.includes(order.transferReference ?? ''),
        ),
    },
    pledges: {} as PaymentsDependencies['pledges'],
    sealer: { seal: never, open: never },
    gateway: provider.gateway,
    sandbox: provider.sandbox,
    checkout: { provider: provider.gateway.provider, bankAccount: OWN_ACCOUNT },
    gifts: { listDonationFunds: async () => [], recordPaidGift: never },
    dues: { checkoutContextOf: async () => ({ dues: [], paidDues: [] }), recordPaidDues: never },
    events,
    eventPages: { mine: '/me/events', list: '/alumni/events' },
    accounts: { findProfile: async () => null },
    residentNumbers: { seal: never, open: never, isSealedWithCurrentKey: () => true },
    transactions: { run: (work) => work() },
    clock,
    random: new CryptoRandom(),
    randomIndex: (below) => randomInt(below),
    mailer: { send: async (mail) => void mails.push(mail) },
    audit,
    associationName: '한빛고등학교 총동문회',
    publicOrigin: 'https://alumni.example.kr',
    reportFailure: (what) => void failures.push(what),
  };
  const services = createPaymentsServices(deps);
  return {
    services,
    deps,
    orders,
    audits,
    mails,
    failures,
    ledger,
    /** A registration that owes the fee: a member's, unless `memberId` is null. */
    owes: (registrationId: string, memberId: string | null = 'member-1') => {
      ledger.fees.set(registrationId, { memberId });
    },
    advanceHours: (hours: number) => {
      now += hours * 3_600_000;
    },
  };
}
