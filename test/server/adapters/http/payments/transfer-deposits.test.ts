import { describe, expect, it } from 'vitest';
import type { DataOf } from '../../../../../src/contract/endpoint-types';
import { ONLINE_ORDER_DONOR } from '../../../../../src/domain/donations/bank-statement';
import { expectSuccess } from '../../../support/auth-helpers';
import { as, type SignedInMember, signedInMember } from '../../../support/members';
import { signedInOffice } from '../../../support/office';
import { aGift, yearTotal } from '../../../support/payments';
import { dialects, type TestServer } from '../../../support/test-server';
import { useTestServer } from '../../../support/use-test-server';
import { upload } from '../../../support/uploads';

type Preview = DataOf<'previewDonationImport'>;

/** Today in Korea as 2026.11.28 (a statement's day). */
function statementDay(server: TestServer): string {
  return server.clock
    .now()
    .toLocaleString('en-CA', { timeZone: 'Asia/Seoul' })
    .slice(0, 10)
    .replaceAll('-', '.');
}

/**
 * Issue 31, item 2: a gift asked for online and paid to the association's own account carries a
 * reference as the depositor's name; the office's statement import finds it and the payments
 * feature records it as that order's gift, once.
 */
describe.each(dialects())('deposits with a reference, in the statement import (%s)', (dialect) => {
  const server = useTestServer(dialect);

  async function ownAccountGift(): Promise<string> {
    const started = expectSuccess(
      await server.call<DataOf<'startCheckout'>>('startCheckout', {
        body: aGift({ method: 'bankTransfer' }),
      }),
    );
    const reference = started.outcome?.deposit?.reference;
    if (!reference) throw new Error('no reference');
    return reference;
  }

  async function preview(office: SignedInMember, lines: readonly string[]): Promise<Preview> {
    const statement = ['거래일시,기재내용,출금액(원),입금액(원),연락처', ...lines].join('\r\n');
    const answer = await upload(server, {
      call: '/api/admin/donations/import/preview',
      member: office,
      fileName: '거래내역.csv',
      bytes: Buffer.from(statement, 'utf8'),
      mimeType: 'text/csv',
    });
    return answer.body.data as unknown as Preview;
  }

  it('records the deposit as the order’s gift, once; the same file again records nothing', async () => {
    const office = await signedInOffice(server);
    const reference = await ownAccountGift();
    const before = await yearTotal(server);
    // As people type it: lower case, a hyphen inside.
    const typed = `${reference.slice(0, 3).toLowerCase()}-${reference.slice(3)}`;
    const day = statementDay(server);
    const shown = await preview(office, [`${day} 09:00:00,${typed},0,"30,000",`]);
    expect(shown.lines[0]).toMatchObject({
      donor: null,
      transfer: { reference, donorName: '김기부', amount: 30_000, amountMatches: true },
    });
    const body = {
      previewId: shown.previewId,
      fundId: 'general',
      method: 'transfer',
      receiptCode: '40',
      lines: [{ row: shown.lines[0]?.row ?? 0, donorId: ONLINE_ORDER_DONOR }],
    };
    expect(
      expectSuccess(await server.call('commitDonationImport', { ...as(office), body })),
    ).toEqual({ imported: 1 });
    expect((await yearTotal(server)) - before).toBe(30_000);

    const again = await preview(office, [`${day} 09:00:00,${typed},0,"30,000",`]);
    expect(again.lines[0]).toMatchObject({ transfer: null, importedBefore: true });
    expect((await yearTotal(server)) - before).toBe(30_000);
  });

  it('another amount than asked is shown, not recorded; a reference of no order is an ordinary line', async () => {
    const office = await signedInOffice(server);
    const reference = await ownAccountGift();
    const day = statementDay(server);
    const shown = await preview(office, [
      `${day} 09:00:00,${reference},0,"20,000",`,
      `${day} 10:00:00,ABCDEF2,0,"20,000",`,
    ]);
    expect(shown.lines[0]?.transfer).toMatchObject({ reference, amountMatches: false });
    expect(shown.lines[1]?.transfer).toBeNull();
  });

  it('a monthly pledge by transfer: the month’s deposit marks the month paid', async () => {
    const office = await signedInOffice(server);
    const member = await signedInMember(server);
    const started = expectSuccess(
      await server.call<DataOf<'startCheckout'>>('startCheckout', {
        ...as(member),
        body: aGift({
          purpose: 'pledge',
          method: 'bankTransfer',
          amount: 10_000,
          chargeDay: 5,
          donor: { name: member.name, phone: '010-3333-4444', email: member.email },
        }),
      }),
    );
    const reference = started.outcome?.deposit?.reference ?? '';
    const before = await yearTotal(server);
    const shown = await preview(office, [
      `${statementDay(server)} 09:00:00,${reference},0,"10,000",`,
    ]);
    expect(shown.lines[0]?.transfer).toMatchObject({ reference, amountMatches: true });
    const body = {
      previewId: shown.previewId,
      fundId: 'general',
      method: 'transfer',
      receiptCode: '40',
      lines: [{ row: shown.lines[0]?.row ?? 0, donorId: ONLINE_ORDER_DONOR }],
    };
    expectSuccess(await server.call('commitDonationImport', { ...as(office), body }));
    expect((await yearTotal(server)) - before).toBe(10_000);
    const [pledge] = expectSuccess(await server.call<DataOf<'myPledges'>>('myPledges', as(member)));
    expect(pledge?.charges[0]?.state).toBe('paid');
  });
});
