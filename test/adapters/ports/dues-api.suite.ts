import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  approvedMember,
  leave,
  type MakePortWorld,
  type PortWorld,
  refusal,
  signIn,
} from './port-world';

/** The DuesApi and OfficeDuesApi ports (issue 31 item 5): the member's dues and the office's. */
export function describeDuesApiSuite(name: string, makeWorld: MakePortWorld): void {
  describe(`DuesApi and OfficeDuesApi (${name})`, () => {
    let world: PortWorld;
    let year: number;

    beforeEach(async () => {
      world = await makeWorld();
      year = Number(world.koreanToday().slice(0, 4));
    });

    afterEach(async () => {
      await world.close();
    });

    async function duesSet() {
      await world.signInAsAdministrator();
      await world.officeDues.setDuesAmount({ kind: 'annual', year, amount: '50,000' });
      await world.officeDues.setDuesAmount({ kind: 'lifetime', year: null, amount: 500_000 });
      leave(world);
    }

    it('sets the amounts, refuses bad ones in Korean, and keeps each change with who made it', async () => {
      await duesSet();
      await world.signInAsAdministrator();
      await world.officeDues.setDuesAmount({ kind: 'annual', year, amount: 60_000 });
      await expect(
        world.officeDues.setDuesAmount({ kind: 'annual', year: 1999, amount: 10_000 }),
      ).rejects.toMatchObject(refusal('invalidInput', /연회비의 연도는 2000년부터/u));
      await expect(
        world.officeDues.setDuesAmount({ kind: 'lifetime', year: null, amount: '0' }),
      ).rejects.toMatchObject(refusal('invalidInput'));
      const office = await world.officeDues.officeDues(year);
      expect(office.definitions).toEqual([
        { kind: 'annual', year, amount: 60_000 },
        { kind: 'lifetime', year: null, amount: 500_000 },
      ]);
      expect(office.changes[0]).toMatchObject({
        kind: 'annual',
        year,
        amount: 60_000,
        previousAmount: 50_000,
        changedBy: 'office1',
      });
    });

    it('shows a member their status, their payments and a 납부 확인서 of their own only', async () => {
      await duesSet();
      const kim = await approvedMember(world, { name: '김회비' });
      const lee = await approvedMember(world, { name: '이동문' });
      await signIn(world, kim);
      expect(await world.dues.myDues()).toEqual({
        year,
        statusLabel: `${year}년 회비 미납`,
        paid: false,
        payable: [
          { kind: 'annual', year, amount: 50_000 },
          { kind: 'lifetime', year: null, amount: 500_000 },
        ],
        payments: [],
        showBadge: false,
      });
      const payment = await world.recordPaidDues({
        memberId: kim.userId,
        kind: 'annual',
        year,
        amount: 50_000,
        orderId: 'dues-port-0001',
      });
      const mine = await world.dues.myDues();
      expect(mine).toMatchObject({ statusLabel: `${year}년 연회비 납부`, paid: true });
      expect(mine.payable.map((each) => each.kind)).toEqual(['lifetime']);
      expect(mine.payments).toEqual([
        {
          paymentId: payment.id,
          kind: 'annual',
          year,
          amount: 50_000,
          paidOn: world.koreanToday(),
          confirmationNumber: payment.confirmationNumber,
        },
      ]);
      expect(await world.dues.duesConfirmation(payment.id)).toMatchObject({
        memberName: '김회비',
        confirmationNumber: payment.confirmationNumber,
        issuedOn: world.koreanToday(),
      });
      leave(world);
      await signIn(world, lee);
      await expect(world.dues.duesConfirmation(payment.id)).rejects.toMatchObject(
        refusal('notFound', '회비 납부 기록을 찾을 수 없습니다.'),
      );
      await expect(world.officeDues.officeDues(year)).rejects.toMatchObject(refusal('forbidden'));
    });

    it('records dues once per order, lists the years newest first, and lists no name it does not know', async () => {
      await duesSet();
      await world.signInAsAdministrator();
      await world.officeDues.setDuesAmount({ kind: 'annual', year: year + 1, amount: 55_000 });
      leave(world);
      const kim = await approvedMember(world, { name: '김회비' });
      const input = {
        memberId: kim.userId,
        kind: 'annual',
        year,
        amount: 50_000,
        orderId: 'dues-port-0003',
      } as const;
      const first = await world.recordPaidDues(input);
      // The same order told twice (a webhook after the return): one payment.
      expect(await world.recordPaidDues(input)).toEqual(first);
      await world.signInAsAdministrator();
      const office = await world.officeDues.officeDues(year);
      expect(office.definitions.map((each) => [each.kind, each.year])).toEqual([
        ['annual', year + 1],
        ['annual', year],
        ['lifetime', null],
      ]);
      expect(office.entries).toHaveLength(1);
    });

    it('lists who paid the year with totals, and shows the badge in the directory only when allowed', async () => {
      await duesSet();
      const kim = await approvedMember(world, { name: '김회비' });
      const searcher = await approvedMember(world, { name: '박찾기' });
      await world.recordPaidDues({
        memberId: kim.userId,
        kind: 'lifetime',
        year: null,
        amount: 500_000,
        orderId: 'dues-port-0002',
      });
      await world.signInAsAdministrator();
      const office = await world.officeDues.officeDues(year);
      expect(office.entries).toMatchObject([{ name: '김회비', kind: 'lifetime', year: null }]);
      expect(office.totals).toEqual({
        members: 1,
        annualMembers: 0,
        lifetimeMembers: 1,
        annualAmount: 0,
        lifetimeAmountPaidInYear: 500_000,
      });
      leave(world);
      const badges = async () => {
        await signIn(world, searcher);
        const found = await world.directory.searchAlumni({ name: '김회비', page: 1, size: 20 });
        leave(world);
        return found.items.map((card) => card.duesPaid ?? false);
      };
      expect(await badges()).toEqual([false]);
      await signIn(world, kim);
      await world.dues.saveDuesBadge(true);
      expect((await world.dues.myDues()).showBadge).toBe(true);
      leave(world);
      expect(await badges()).toEqual([true]);
      // Taken back: the directory stops showing it.
      await signIn(world, kim);
      await world.dues.saveDuesBadge(false);
      expect((await world.dues.myDues()).showBadge).toBe(false);
      leave(world);
      expect(await badges()).toEqual([false]);
    });
  });
}
