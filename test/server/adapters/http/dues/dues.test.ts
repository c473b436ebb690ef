import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { AlumniPageData } from '../../../../../src/contract/directory';
import type {
  DuesConfirmationData,
  MyDuesData,
  OfficeDuesData,
} from '../../../../../src/contract/dues';
import { calendarDateOf } from '../../../../../src/domain/shared/format/date-format';
import { expectRefusal, expectSuccess, HANGUL } from '../../../support/auth-helpers';
import { as, signedInMember, type SignedInMember } from '../../../support/members';
import { signedInOffice } from '../../../support/office';
import { dialects, onSqliteOnly } from '../../../support/test-server';
import { useTestServer } from '../../../support/use-test-server';

/** Issue 31 item 5: membership dues, their register, the member's status and the directory's badge. */
describe.each(dialects())('membership dues (%s)', (dialect) => {
  const itOnSqlite = onSqliteOnly(dialect);
  const server = useTestServer(dialect, { seed: withDuesSet });
  let office: SignedInMember;
  let kim: SignedInMember;
  let lee: SignedInMember;
  let year: number;

  async function withDuesSet(): Promise<void> {
    office = await signedInOffice(server);
    kim = await signedInMember(server, {
      name: '김회비',
      birthDate: '1982-03-15',
      graduationYear: 2001,
      classNumber: 45,
    });
    lee = await signedInMember(server, {
      name: '이평생',
      birthDate: '1971-03-15',
      graduationYear: 1990,
      classNumber: 34,
    });
    year = calendarDateOf(server.clock.now()).year;
    for (const body of [
      { kind: 'annual', year, amount: 50_000 },
      { kind: 'annual', year: year - 1, amount: 40_000 },
      { kind: 'lifetime', year: null, amount: '500,000' },
    ]) {
      expectSuccess(await server.call('setDuesAmount', { ...as(office), body }));
    }
  }

  const duesPayments = () => server.runtime.services.duesPayments;
  const paid = (
    member: SignedInMember,
    orderId: string,
    kind: 'annual' | 'lifetime',
    covered: number | null,
    paidAt = server.clock.now().toISOString(),
  ) =>
    duesPayments().recordPaidDues({
      memberId: member.userId,
      kind,
      year: covered,
      amount: kind === 'annual' ? 50_000 : 500_000,
      orderId,
      paidAt,
    });

  it('records an order once however often, and at once: one payment, one confirmation number', async () => {
    const [first, second] = await Promise.all([
      paid(kim, 'dues-order-0001', 'annual', year),
      paid(kim, 'dues-order-0001', 'annual', year),
    ]);
    expect(second).toEqual(first);
    expect(first.confirmationNumber).toBe(`회비-${calendarDateOf(first.paidAt).year}-00001`);
    expect(await paid(kim, 'dues-order-0001', 'annual', year)).toEqual(first);
    expect(await server.runtime.ports.store.dues.paymentsOf(kim.userId)).toHaveLength(1);
  });

  it('refuses a year paid twice by two orders at once, and anything after lifetime dues', async () => {
    const outcomes = await Promise.allSettled([
      paid(kim, 'dues-order-0002', 'annual', year),
      paid(kim, 'dues-order-0003', 'annual', year),
    ]);
    expect(outcomes.filter((each) => each.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((each) => each.status === 'rejected');
    expect(refused?.reason).toMatchObject({
      key: 'invalidState',
      message: `${year}년 연회비는 이미 내셨습니다.`,
    });
    await paid(lee, 'dues-order-0004', 'lifetime', null);
    await expect(paid(lee, 'dues-order-0005', 'annual', year + 1)).rejects.toMatchObject({
      key: 'invalidState',
      message: '이미 평생회비를 내셨습니다. 더 내실 회비가 없습니다.',
    });
    await expect(
      duesPayments().recordPaidDues({
        memberId: kim.userId,
        kind: 'lifetime',
        year: 2020,
        amount: 1,
        orderId: 'dues-order-0006',
        paidAt: 'x',
      }),
    ).rejects.toMatchObject({ key: 'invalidInput' });
    const context = await duesPayments().checkoutContextOf(lee.userId);
    expect(context.dues).toEqual(
      expect.arrayContaining([
        { kind: 'annual', year, amount: 50_000 },
        { kind: 'lifetime', year: null, amount: 500_000 },
      ]),
    );
    expect(context.paidDues).toEqual([
      { kind: 'lifetime', year: null, paidOn: calendarDateOf(server.clock.now()) },
    ]);
  });

  it('lists who paid a year, lifetime payers in every year from theirs, with totals and the amounts’ changes', async () => {
    await paid(kim, 'dues-order-0010', 'annual', year);
    await paid(
      lee,
      'dues-order-0011',
      'lifetime',
      null,
      new Date(Date.UTC(year - 1, 5, 1)).toISOString(),
    );
    expectSuccess(
      await server.call('setDuesAmount', {
        ...as(office),
        body: { kind: 'annual', year, amount: 60_000 },
      }),
    );
    const register = expectSuccess(
      await server.call<OfficeDuesData>('officeDues', {
        ...as(office),
        query: { year: String(year) },
      }),
    );
    expect(register.entries.map((entry) => [entry.name, entry.classNumber, entry.kind])).toEqual([
      ['이평생', 34, 'lifetime'],
      ['김회비', 45, 'annual'],
    ]);
    expect(register.totals).toEqual({
      members: 2,
      annualMembers: 1,
      lifetimeMembers: 1,
      annualAmount: 50_000,
      lifetimeAmountPaidInYear: 0,
    });
    expect(register.definitions).toContainEqual({ kind: 'annual', year, amount: 60_000 });
    expect(register.changes[0]).toMatchObject({
      kind: 'annual',
      year,
      amount: 60_000,
      previousAmount: 50_000,
      changedBy: office.userId,
    });
    const lastYear = expectSuccess(
      await server.call<OfficeDuesData>('officeDues', {
        ...as(office),
        query: { year: String(year - 1) },
      }),
    );
    expect(lastYear.entries.map((entry) => entry.name)).toEqual(['이평생']);
    expect(lastYear.totals.lifetimeAmountPaidInYear).toBe(500_000);
  });

  it('shows the 회비 납부 badge in the directory only when allowed and this year is paid', async () => {
    const searcher = await signedInMember(server, { name: '박찾기' });
    const cards = async () =>
      expectSuccess(
        await server.call<AlumniPageData>('searchAlumni', {
          ...as(searcher),
          query: { size: '50' },
        }),
      ).items;
    await paid(kim, 'dues-order-0020', 'annual', year);
    await paid(lee, 'dues-order-0021', 'annual', year - 1);
    expect((await cards()).filter((card) => card.duesPaid)).toEqual([]);
    for (const member of [kim, lee]) {
      expectSuccess(
        await server.call('saveDuesBadge', { ...as(member), body: { showBadge: true } }),
      );
    }
    const shown = (await cards()).filter((card) => card.duesPaid).map((card) => card.name);
    expect(shown).toEqual(['김회비']);
  });

  itOnSqlite(
    'gives the member their status, what they may pay, and a 납부 확인서 of their own payments only',
    async () => {
      const before = await server.call<MyDuesData>('myDues', as(kim));
      expect(before.headers.get('cache-control')).toBe('no-store');
      expect(expectSuccess(before)).toMatchObject({
        year,
        statusLabel: `${year}년 회비 미납`,
        paid: false,
        payable: [
          { kind: 'lifetime', year: null, amount: 500_000 },
          { kind: 'annual', year, amount: 50_000 },
        ].sort((a, b) => a.kind.localeCompare(b.kind)),
        payments: [],
        showBadge: false,
      });
      const payment = await paid(kim, 'dues-order-0030', 'annual', year);
      const after = expectSuccess(await server.call<MyDuesData>('myDues', as(kim)));
      expect(after).toMatchObject({ statusLabel: `${year}년 연회비 납부`, paid: true });
      expect(after.payable.map((each) => each.kind)).toEqual(['lifetime']);
      const confirmation = expectSuccess(
        await server.call<DuesConfirmationData>('duesConfirmation', {
          ...as(kim),
          params: { paymentId: payment.id },
        }),
      );
      expect(confirmation).toMatchObject({
        memberName: '김회비',
        classNumber: 45,
        amount: 50_000,
        confirmationNumber: payment.confirmationNumber,
      });
      expectRefusal(
        await server.call('duesConfirmation', { ...as(lee), params: { paymentId: payment.id } }),
        'notFound',
      );
    },
  );

  itOnSqlite(
    'refuses bad amounts and years in Korean, and the office’s calls to members',
    async () => {
      for (const body of [
        { kind: 'annual', year: 1999, amount: 10_000 },
        { kind: 'annual', year, amount: 0 },
        { kind: 'lifetime', year: null, amount: '오만원' },
      ]) {
        const refused = await server.call('setDuesAmount', { ...as(office), body });
        expectRefusal(refused, 'invalidInput');
        expect(refused.body.message).toMatch(HANGUL);
      }
      expectRefusal(await server.call('officeDues', as(kim)), 'forbidden');
      expectRefusal(
        await server.call('saveDuesBadge', { ...as(kim), body: { showBadge: 'yes' } }),
        'invalidInput',
      );
      const audit = await server.runtime.ports.store.auditLog.search(
        { action: 'dues.set' },
        { page: 1, size: 20 },
      );
      expect(audit.items.map((entry) => entry.outcome)).toEqual(
        expect.arrayContaining(['success', 'invalidInput']),
      );
    },
  );

  itOnSqlite(
    'exports the year’s payers as XLSX, audited and recorded as a download of their data',
    async () => {
      const payment = await paid(kim, 'dues-order-0040', 'annual', year);
      const response = await server.fetch(`/api/admin/dues/export?year=${String(year)}`, {
        headers: { authorization: `Bearer ${office.accessToken}`, 'x-user-id': office.userId },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toContain(
        encodeURIComponent(`회비-납부-${year}.xlsx`),
      );
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await response.arrayBuffer());
      const rows = workbook.worksheets[0]
        ?.getSheetValues()
        .filter(Boolean)
        .map((row) => (row as unknown[]).slice(1));
      expect(rows).toEqual([
        ['이름', '졸업 연도', '기수', '회비', '금액(원)', '납부일', '확인번호'],
        [
          '김회비',
          2001,
          45,
          `${year}년 연회비`,
          50_000,
          payment.paidOn,
          payment.confirmationNumber,
        ],
      ]);
      const audit = await server.runtime.ports.store.auditLog.search(
        { action: 'dues.export' },
        { page: 1, size: 5 },
      );
      expect(audit.items).toHaveLength(1);
    },
  );
});
