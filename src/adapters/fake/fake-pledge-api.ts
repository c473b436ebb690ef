import { inject, injectable } from 'inversify';
import type { OfficePledgeApi, PledgeApi } from '../../application/payments/payment-api';
import {
  type CardRegistrationRedirect,
  changePledgeAmount,
  endPledge,
  monthKeyOf,
  pausePledge,
  PLEDGE_REFUSALS,
  type PledgeChange,
  pledgeMonthFigures,
  resumePledge,
} from '../../domain/payments';
import { calendarDateOf } from '../../domain/shared/format/date-format';
import { FakeBackend } from './fake-backend';
import { refusal } from './fake-error';
import { addFakeCharge, attemptFakeCharge, type FakePledge, fakePledgeView } from './fake-pledges';

const NO_SUCH_PLEDGE = PLEDGE_REFUSALS.noSuchPledge;

/**
 * Monthly pledges in the demo (issue 31), by the domain's rules as the server: a new card pledge
 * is charged its first month when its card is registered (the sandbox's declined test card
 * leaves the month to be retried); a new card retries a month being retried.
 */
@injectable()
export class FakePledgeApi implements PledgeApi, OfficePledgeApi {
  constructor(@inject(FakeBackend) private readonly backend: FakeBackend) {}

  async registerPledgeCard(redirect: CardRegistrationRedirect) {
    const stored = this.own(redirect.pledgeId);
    const card = this.backend.cardAuthorizations.get(redirect.authKey);
    if (stored.customerKey !== redirect.customerKey || stored.pledge.method !== 'card') {
      throw refusal('notFound', NO_SUCH_PLEDGE);
    }
    // A reload after the registration: the auth key is spent, the pledge answers as it stands.
    if (!card) {
      if (stored.cardNumber !== null) return fakePledgeView(this.backend, stored);
      throw refusal('invalidInput', '카드 등록이 만료되었습니다. 다시 등록해 주세요.');
    }
    if (card.customerKey !== redirect.customerKey) throw refusal('notFound', NO_SUCH_PLEDGE);
    if (stored.pledge.state === 'ended') {
      throw refusal('invalidState', PLEDGE_REFUSALS.endedTakesNoCard);
    }
    this.backend.cardAuthorizations.delete(redirect.authKey);
    stored.cardNumber = card.cardNumber;
    if (stored.registering) {
      stored.registering = false;
      stored.pledge = { ...stored.pledge, activeSince: this.today() };
      addFakeCharge(this.backend, stored);
    } else {
      stored.charges.forEach((charge, index) => {
        if (charge.state === 'retrying') attemptFakeCharge(this.backend, stored, index);
      });
    }
    return fakePledgeView(this.backend, stored);
  }

  async myPledges() {
    const memberId = this.backend.callerId();
    return [...this.backend.pledges.values()]
      .filter((stored) => stored.memberId === memberId && !stored.registering)
      .reverse()
      .map((stored) => fakePledgeView(this.backend, stored));
  }

  async changeMyPledge(pledgeId: string, change: PledgeChange) {
    const stored = this.own(pledgeId);
    if (stored.registering) throw refusal('invalidState', PLEDGE_REFUSALS.cardNotYetRegistered);
    if (change.action === 'card') {
      if (stored.pledge.method !== 'card' || stored.pledge.state === 'ended') {
        throw refusal('invalidState', PLEDGE_REFUSALS.onlyActiveCardPledgeChangesCard);
      }
      return {
        pledge: fakePledgeView(this.backend, stored),
        cardRegistration: { pledgeId, customerKey: stored.customerKey },
      };
    }
    const result =
      change.action === 'pause'
        ? pausePledge(stored.pledge)
        : change.action === 'resume'
          ? resumePledge(stored.pledge, this.today())
          : change.action === 'end'
            ? ({ ok: true, value: endPledge(stored.pledge) } as const)
            : changePledgeAmount(stored.pledge, change.amount);
    if (!result.ok) throw refusal('invalidInput', result.message);
    stored.pledge = result.value;
    return { pledge: fakePledgeView(this.backend, stored), cardRegistration: null };
  }

  async officePledges(months = 6) {
    const all = [...this.backend.pledges.values()].filter((stored) => !stored.registering);
    const charges = all.flatMap((stored) => stored.charges);
    const pledges = all.map((stored) => stored.pledge);
    const today = this.today();
    return {
      months: lastMonths(monthKeyOf(today), months).map((month) => {
        const figures = pledgeMonthFigures(month, today, pledges, charges);
        return { ...figures, failed: figures.failed.length };
      }),
      pledges: all.reverse().map((stored) => {
        const view = fakePledgeView(this.backend, stored);
        return {
          pledgeId: view.pledgeId,
          fundName: view.fundName,
          amount: view.amount,
          chargeDayLabel: view.chargeDayLabel,
          method: view.method,
          state: view.state,
          stateLabel: view.stateLabel,
          charges: view.charges,
          donorName: stored.donor.name,
          memberId: stored.memberId,
          createdAt: stored.createdAt,
        };
      }),
    };
  }

  private own(pledgeId: string): FakePledge {
    const stored = this.backend.pledges.get(pledgeId);
    if (!stored || stored.memberId !== this.backend.callerId()) {
      throw refusal('notFound', NO_SUCH_PLEDGE);
    }
    return stored;
  }

  private today() {
    return calendarDateOf(this.backend.clock.now());
  }
}

/** The newest `count` months, the current one first (as the server's office view). */
function lastMonths(current: string, count: number): string[] {
  const [year = 0, month = 1] = current.split('-').map(Number);
  return Array.from({ length: count }, (_, back) => {
    const index = year * 12 + (month - 1) - back;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}
