import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GENERAL_FUND_ID } from '../../../src/domain/donations/donation';
import {
  approvedMember,
  leave,
  type MakePortWorld,
  type PortWorld,
  refusal,
  signIn,
} from './port-world';

const TEST_CARD = '4242424242424242';
const DECLINED_CARD = '4000000000000002';

/**
 * The PledgeApi and OfficePledgeApi ports (issue 31, item 4): a card pledge's first month charged
 * when its card is registered (the declined test card leaves it to be retried), the member's
 * changes, and the office's months.
 */
export function describePledgeApiSuite(name: string, makeWorld: MakePortWorld): void {
  describe(`PledgeApi and OfficePledgeApi (${name})`, () => {
    let world: PortWorld;

    beforeEach(async () => {
      world = await makeWorld();
    });

    afterEach(async () => {
      await world.close();
    });

    /** A signed-in member's pledge of 5만원 on the 25th by card, waiting for its card window. */
    async function startedCardPledge() {
      const member = await approvedMember(world);
      await signIn(world, member);
      const started = await world.payments.startCheckout({
        purpose: 'pledge',
        fundId: GENERAL_FUND_ID,
        amount: '50,000',
        chargeDay: 25,
        duesKind: null,
        method: 'card',
        donor: { name: member.name, phone: '010-2345-6789', email: member.email },
        wantsReceipt: true,
        residentNumber: '',
        residentNumberConsent: false,
        namedInHallOfFame: false,
        consents: { terms: true, privacy: true },
      });
      const registration = started.cardRegistration;
      if (!registration) throw new Error('no card registration');
      return { member, registration };
    }

    /** A signed-in member's pledge of 5만원 on the 25th, its card registered in the sandbox. */
    async function registered(cardNumber = TEST_CARD) {
      const { member, registration } = await startedCardPledge();
      expect(await world.pledges.myPledges()).toEqual([]);
      const { authKey, customerKey } = await world.sandboxPayments.sandboxRegisterCard({
        customerKey: registration.customerKey,
        cardNumber,
      });
      const redirect = { pledgeId: registration.pledgeId, authKey, customerKey };
      const pledge = await world.pledges.registerPledgeCard(redirect);
      return { member, pledge, redirect };
    }

    it('charges the first month when the card is registered; the member pauses, resumes, changes and ends it', async () => {
      const { pledge } = await registered();
      expect(pledge).toMatchObject({
        amount: 50_000,
        chargeDayLabel: '매월 25일',
        method: 'card',
        state: 'active',
        charges: [{ amount: 50_000, state: 'paid' }],
      });
      expect(pledge.cardLabel).toMatch(/\*/u);
      expect(await world.pledges.myPledges()).toHaveLength(1);

      const paused = await world.pledges.changeMyPledge(pledge.pledgeId, { action: 'pause' });
      expect(paused).toMatchObject({ pledge: { state: 'paused' }, cardRegistration: null });
      const resumed = await world.pledges.changeMyPledge(pledge.pledgeId, { action: 'resume' });
      expect(resumed.pledge.state).toBe('active');
      const changed = await world.pledges.changeMyPledge(pledge.pledgeId, {
        action: 'amount',
        amount: '70,000',
      });
      expect(changed.pledge.amount).toBe(70_000);
      const card = await world.pledges.changeMyPledge(pledge.pledgeId, { action: 'card' });
      expect(card.cardRegistration?.pledgeId).toBe(pledge.pledgeId);
      const ended = await world.pledges.changeMyPledge(pledge.pledgeId, { action: 'end' });
      expect(ended.pledge.state).toBe('ended');
      await expect(
        world.pledges.changeMyPledge(pledge.pledgeId, { action: 'resume' }),
      ).rejects.toThrow(/끝난/u);
    });

    it('leaves a declined first month to be retried; a new card pays it', async () => {
      const { pledge } = await registered(DECLINED_CARD);
      expect(pledge.charges[0]).toMatchObject({ state: 'retrying', failedAttempts: 1 });
      expect(pledge.charges[0]?.nextAttemptOn).toMatch(/^\d{4}-\d{2}-\d{2}$/u);
      const { cardRegistration } = await world.pledges.changeMyPledge(pledge.pledgeId, {
        action: 'card',
      });
      if (!cardRegistration) throw new Error('no card registration');
      const { authKey, customerKey } = await world.sandboxPayments.sandboxRegisterCard({
        customerKey: cardRegistration.customerKey,
        cardNumber: TEST_CARD,
      });
      const paid = await world.pledges.registerPledgeCard({
        pledgeId: pledge.pledgeId,
        authKey,
        customerKey,
      });
      expect(paid.charges[0]?.state).toBe('paid');
    });

    it('answers a reload of the card window’s return with the pledge as it stands, charged once', async () => {
      const { pledge, redirect } = await registered();
      expect(await world.pledges.registerPledgeCard(redirect)).toEqual(pledge);
      await expect(
        world.pledges.registerPledgeCard({ ...redirect, customerKey: 'cus_someone_else' }),
      ).rejects.toMatchObject(refusal('notFound'));
    });

    it('changes nothing before the card is registered, and says when the card window has lapsed', async () => {
      const { registration } = await startedCardPledge();
      await expect(
        world.pledges.changeMyPledge(registration.pledgeId, { action: 'pause' }),
      ).rejects.toMatchObject(refusal('invalidState'));
      await expect(
        world.pledges.registerPledgeCard({ ...registration, authKey: 'bln_never_issued' }),
      ).rejects.toMatchObject(refusal('invalidInput'));
    });

    it('takes a pledge by transfer with a reference to write, and offers no card for it', async () => {
      const member = await approvedMember(world);
      await signIn(world, member);
      const started = await world.payments.startCheckout({
        purpose: 'pledge',
        fundId: GENERAL_FUND_ID,
        amount: '10,000',
        chargeDay: 10,
        duesKind: null,
        method: 'bankTransfer',
        donor: { name: member.name, phone: '010-2345-6789', email: member.email },
        wantsReceipt: false,
        residentNumber: '',
        residentNumberConsent: false,
        namedInHallOfFame: false,
        consents: { terms: true, privacy: true },
      });
      expect(started.cardRegistration).toBeNull();
      expect(started.outcome).toMatchObject({
        purpose: 'pledge',
        state: 'awaitingDeposit',
        method: 'bankTransfer',
        proofOfPayment: null,
        deposit: { reference: expect.any(String) },
      });
      const [pledge] = await world.pledges.myPledges();
      expect(pledge).toMatchObject({ amount: 10_000, method: 'bankTransfer', state: 'active' });
      expect(pledge?.transfer?.reference).toBe(started.outcome?.deposit?.reference);
      await expect(
        world.pledges.changeMyPledge(pledge?.pledgeId ?? '', { action: 'card' }),
      ).rejects.toMatchObject(refusal('invalidState'));
      leave(world);
      const other = await approvedMember(world, { name: '남동문' });
      await signIn(world, other);
      await expect(
        world.pledges.changeMyPledge(pledge?.pledgeId ?? '', { action: 'pause' }),
      ).rejects.toMatchObject(refusal('notFound'));
      expect(await world.pledges.myPledges()).toEqual([]);
    });

    it('shows the office this month’s expected, received and failed, and the pledges', async () => {
      const { member } = await registered(DECLINED_CARD);
      await world.signInAsAdministrator();
      const office = await world.officePledges.officePledges(3);
      expect(office.months).toHaveLength(3);
      expect(office.months[0]).toEqual({
        month: world.koreanToday().slice(0, 7),
        expected: 50_000,
        received: 0,
        failed: 1,
      });
      expect(office.pledges).toMatchObject([
        {
          donorName: member.name,
          amount: 50_000,
          state: 'active',
          charges: [{ state: 'retrying' }],
        },
      ]);
    });
  });
}
