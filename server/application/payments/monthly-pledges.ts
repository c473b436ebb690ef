import type { DataOf } from '../../../src/contract/endpoint-types';
import {
  type CardRegistration,
  type CardRegistrationRedirect,
  changePledgeAmount,
  type Checkout,
  endPledge,
  maskedEmail,
  monthKeyOf,
  newTransferReference,
  ORDER_STATE_LABELS,
  pausePledge,
  PLEDGE_REFUSALS,
  type PledgeChange,
  resumePledge,
  type StartedCheckout,
  transferPledgeInstructions,
} from '../../../src/domain/payments';
import { formatCalendarDate } from '../../../src/domain/shared/calendar/calendar-date';
import { calendarDateOf } from '../../../src/domain/shared/format/date-format';
import { formatKoreanAmount } from '../../../src/domain/shared/format/korean-amount';
import { AppError, requireValid } from '../shared/app-error';
import type { Principal } from '../shared/principal';
import type { PaymentsDependencies } from './payments-ports';
import { billingKeyBinding, PledgeCharging, pledgeResidentNumberBinding } from './pledge-charging';
import { domainPledgeOf, pledgeViewOf } from './pledge-views';
import type { StoredPledge } from './pledges-port';
import { PaymentDeclined } from './ports';

type PledgeData = DataOf<'registerPledgeCard'>;

const NO_SUCH_PLEDGE = PLEDGE_REFUSALS.noSuchPledge;

/**
 * Monthly pledges (issue 31, item 4), the member's side: a pledge made at the checkout (a card
 * pledge waits for its card window, a transfer pledge starts at once with its reference), the
 * card window's return (the billing key, and the first month charged at once), and /me's list
 * and changes (pause, resume, a new amount from the next charge, end, a new card).
 */
export class MonthlyPledges {
  readonly #charging: PledgeCharging;

  constructor(private readonly deps: PaymentsDependencies) {
    this.#charging = new PledgeCharging(deps);
  }

  /** The checkout's pledge (Checkouts.startCheckout), for a signed-in member. */
  async startPledge(
    memberId: string,
    checkout: Checkout,
    fundName: string | null,
  ): Promise<StartedCheckout> {
    if (checkout.chargeDay === null || checkout.fundId === null) {
      throw new AppError('invalidInput', PLEDGE_REFUSALS.fundAndDayRequired);
    }
    const now = this.deps.clock.now();
    const today = calendarDateOf(now);
    const pledgeId = this.deps.random.id();
    const card = checkout.method === 'card';
    const pledge: StoredPledge = {
      pledgeId,
      memberId,
      fundId: checkout.fundId,
      amount: checkout.amount,
      chargeDay: checkout.chargeDay,
      method: card ? 'card' : 'bankTransfer',
      state: card ? 'registering' : 'active',
      customerKey: this.deps.random.token(24),
      billingKeySealed: null,
      cardLabel: null,
      transferReference: card ? null : newTransferReference(this.deps.randomIndex),
      donor: {
        name: checkout.donor.name,
        phone: checkout.donor.phone,
        email: checkout.donor.email,
      },
      wantsReceipt: checkout.wantsReceipt,
      namedInHallOfFame: checkout.namedInHallOfFame,
      residentNumber: checkout.residentNumber
        ? {
            sealed: this.deps.residentNumbers.seal(
              checkout.residentNumber.number,
              pledgeResidentNumberBinding(pledgeId),
            ),
            masked: checkout.residentNumber.masked,
          }
        : null,
      activeSince: formatCalendarDate(today),
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    };
    if (!(await this.deps.pledges.create(pledge))) {
      throw new AppError('invalidState', '매월 기부 신청을 만들지 못했습니다. 다시 시도해 주세요.');
    }
    const orderName = `${fundName ?? '장학기금'} 매월 기부 ${formatKoreanAmount(pledge.amount)}`;
    const customer = { ...pledge.donor };
    if (card) {
      return {
        orderId: pledgeId,
        orderName,
        amount: pledge.amount,
        method: 'card',
        customer,
        outcome: null,
        cardRegistration: { pledgeId, customerKey: pledge.customerKey },
      };
    }
    // A transfer pledge owes this month from today: its first deposit is awaited.
    await this.#charging.addCharge(pledge, monthKeyOf(today), today);
    const account = this.deps.checkout.bankAccount;
    return {
      orderId: pledgeId,
      orderName,
      amount: pledge.amount,
      method: 'bankTransfer',
      customer,
      cardRegistration: null,
      outcome: {
        orderId: pledgeId,
        purpose: 'pledge',
        state: 'awaitingDeposit',
        stateLabel: ORDER_STATE_LABELS.awaitingDeposit,
        message: transferPledgeInstructions(pledge.chargeDay),
        amount: pledge.amount,
        method: 'bankTransfer',
        what: fundName ?? '장학기금',
        deposit: account
          ? {
              ...account,
              dueAt: new Date(now.getTime() + 7 * 86_400_000).toISOString(),
              reference: pledge.transferReference,
            }
          : null,
        proofOfPayment: pledge.wantsReceipt ? 'donationReceipt' : null,
        emailMasked: maskedEmail(pledge.donor.email),
        member: true,
        sandbox: false,
        link: null,
      },
    };
  }

  /**
   * The card window's return: the billing key for the pledge. A new pledge becomes active and its
   * first month is charged at once; a new card of a pledge whose month is being retried is tried
   * again at once. A reload after it succeeded answers the pledge as it stands.
   */
  async registerPledgeCard(
    principal: Principal,
    redirect: CardRegistrationRedirect,
  ): Promise<PledgeData> {
    const pledge = await this.own(principal, redirect.pledgeId);
    if (pledge.customerKey !== redirect.customerKey || pledge.method !== 'card') {
      throw new AppError('notFound', NO_SUCH_PLEDGE);
    }
    if (pledge.state === 'ended') {
      throw new AppError('invalidState', PLEDGE_REFUSALS.endedTakesNoCard);
    }
    const gateway = this.deps.gateway;
    if (!gateway) {
      throw new AppError('invalidState', '지금은 카드 결제를 받지 않습니다.');
    }
    let billing;
    try {
      billing = await gateway.issueBillingKey({
        authKey: redirect.authKey,
        customerKey: redirect.customerKey,
      });
    } catch (error) {
      // The same return loaded twice: its key was used by the first.
      if (pledge.billingKeySealed && error instanceof PaymentDeclined) return this.viewOf(pledge);
      if (error instanceof PaymentDeclined) throw new AppError('invalidInput', error.message);
      throw new AppError(
        'unavailable',
        '결제 회사와 연결되지 않아 카드를 등록하지 못했습니다. 잠시 뒤 다시 시도해 주세요.',
      );
    }
    const now = this.deps.clock.now();
    const today = calendarDateOf(now);
    const first = pledge.state === 'registering';
    const registered: StoredPledge = {
      ...pledge,
      billingKeySealed: this.deps.sealer.seal(
        billing.billingKey,
        billingKeyBinding(pledge.pledgeId),
      ),
      cardLabel: billing.cardLabel,
      state: first ? 'active' : pledge.state,
      activeSince: first ? formatCalendarDate(today) : pledge.activeSince,
      updatedAt: now.toISOString(),
    };
    await this.deps.pledges.update(pledge.pledgeId, registered);
    if (first) {
      const month = monthKeyOf(today);
      await this.#charging.addCharge(registered, month, today);
      await this.#charging.attempt(pledge.pledgeId, month);
    } else {
      await this.retryWithNewCard(registered);
    }
    return this.viewOf((await this.deps.pledges.find(pledge.pledgeId)) ?? registered);
  }

  async myPledges(principal: Principal): Promise<PledgeData[]> {
    const pledges = (await this.deps.pledges.ofMember(principal.userId)).filter(
      (pledge) => pledge.state !== 'registering',
    );
    return Promise.all(pledges.map((pledge) => this.viewOf(pledge)));
  }

  async changeMyPledge(
    principal: Principal,
    pledgeId: string,
    change: PledgeChange,
  ): Promise<{ pledge: PledgeData; cardRegistration: CardRegistration | null }> {
    const pledge = await this.own(principal, pledgeId);
    const domain = domainPledgeOf(pledge);
    if (!domain) throw new AppError('invalidState', PLEDGE_REFUSALS.cardNotYetRegistered);
    const now = this.deps.clock.now();
    const today = calendarDateOf(now);
    if (change.action === 'card') {
      if (pledge.method !== 'card' || pledge.state === 'ended') {
        throw new AppError('invalidState', PLEDGE_REFUSALS.onlyActiveCardPledgeChangesCard);
      }
      return {
        pledge: await this.viewOf(pledge),
        cardRegistration: { pledgeId, customerKey: pledge.customerKey },
      };
    }
    const changed =
      change.action === 'pause'
        ? requireValid(pausePledge(domain))
        : change.action === 'resume'
          ? requireValid(resumePledge(domain, today))
          : change.action === 'end'
            ? endPledge(domain)
            : requireValid(changePledgeAmount(domain, change.amount));
    await this.deps.pledges.update(pledgeId, {
      state: changed.state,
      amount: changed.amount,
      activeSince: formatCalendarDate(changed.activeSince),
      updatedAt: now.toISOString(),
    });
    const after = (await this.deps.pledges.find(pledgeId)) ?? pledge;
    return { pledge: await this.viewOf(after), cardRegistration: null };
  }

  /** A new card: the month being retried is tried again today. */
  private async retryWithNewCard(pledge: StoredPledge): Promise<void> {
    const today = formatCalendarDate(calendarDateOf(this.deps.clock.now()));
    const charges = await this.deps.pledges.chargesOf([pledge.pledgeId]);
    for (const charge of charges.filter((each) => each.state === 'retrying')) {
      await this.deps.pledges.saveCharge({ ...charge, nextAttemptOn: today });
      await this.#charging.attempt(pledge.pledgeId, charge.month);
    }
  }

  private async own(principal: Principal, pledgeId: string): Promise<StoredPledge> {
    const pledge = await this.deps.pledges.find(pledgeId);
    if (!pledge || pledge.memberId !== principal.userId) {
      throw new AppError('notFound', NO_SUCH_PLEDGE);
    }
    return pledge;
  }

  private async viewOf(pledge: StoredPledge): Promise<PledgeData> {
    const [charges, funds] = await Promise.all([
      this.deps.pledges.chargesOf([pledge.pledgeId]),
      this.deps.gifts.listDonationFunds(),
    ]);
    return pledgeViewOf(pledge, charges, {
      fundName: funds.find((fund) => fund.fundId === pledge.fundId)?.name ?? '장학기금',
      today: calendarDateOf(this.deps.clock.now()),
      bankAccount: this.deps.checkout.bankAccount,
      sandbox: this.deps.gateway?.provider === 'sandbox',
    });
  }
}
