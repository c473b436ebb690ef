import { describe, expect, it } from 'vitest';
import type { DataOf } from '../../../../../src/contract/endpoint-types';
import { AUDIT_ACTIONS, koreanDateTime } from '../../../../../src/domain/admin';
import { aDonation, donorDraftFor } from '../../../../support/donations';
import { expectRefusal, expectSuccess } from '../../../support/auth-helpers';
import { officeAndMemberWithAGift, recorded } from '../../../support/donations';
import { as, type SignedInMember } from '../../../support/members';
import { signedInOffice } from '../../../support/office';
import { dialects } from '../../../support/test-server';
import { useTestServer } from '../../../support/use-test-server';

/**
 * Issue 29 item 10: the audit log says what a correction or a cancellation changed, and why, and
 * names the donor beside a donor's, a donation's id.
 */
describe.each(dialects())('a donation corrected or cancelled, in the audit log (%s)', (dialect) => {
  const server = useTestServer(dialect);

  async function aDonor(office: SignedInMember): Promise<string> {
    return expectSuccess(
      await server.call<{ donorId: string }>('createDonor', {
        ...as(office),
        body: donorDraftFor({ userId: '', name: '박바깥' }, { memberId: null }),
      }),
    ).donorId;
  }

  async function entriesOf(office: SignedInMember, action: string) {
    return expectSuccess(
      await server.call<DataOf<'searchAuditLog'>>('searchAuditLog', {
        ...as(office),
        query: { action },
      }),
    ).items;
  }

  it('keeps the amount before and after and the reason of a correction', async () => {
    const office = await signedInOffice(server);
    const donationId = await recorded(server, office, await aDonor(office), { amount: 50_000 });
    expectSuccess(
      await server.call('correctDonation', {
        ...as(office),
        params: { donationId },
        body: { donation: aDonation({ amount: 30_000 }), reason: '입금액 오기' },
      }),
    );
    const [entry] = await entriesOf(office, AUDIT_ACTIONS.correctDonation);
    expect(entry).toMatchObject({
      targetId: donationId,
      // Named by its donor, read from the donations feature when the log is shown.
      targetName: '박바깥',
      actionLabel: '기부 정정',
      outcome: 'success',
      detail: '금액 50,000원 → 30,000원 · 사유: 입금액 오기',
    });
  });

  it('keeps the amount cancelled and the reason of a cancellation; a refusal changes nothing', async () => {
    const office = await signedInOffice(server);
    const donationId = await recorded(server, office, await aDonor(office), { amount: 120_000 });
    expectRefusal(
      await server.call('cancelDonation', {
        ...as(office),
        params: { donationId },
        body: { reason: '   ' },
      }),
      'invalidInput',
    );
    expectSuccess(
      await server.call('cancelDonation', {
        ...as(office),
        params: { donationId },
        body: { reason: '이중 입력' },
      }),
    );
    const entries = await entriesOf(office, AUDIT_ACTIONS.cancelDonation);
    expect(entries.map(({ outcome, detail }) => ({ outcome, detail }))).toEqual([
      { outcome: 'success', detail: '취소한 금액 120,000원 · 사유: 이중 입력' },
      { outcome: 'invalidInput', detail: null },
    ]);
  });

  it('names the donor of a donor’s record, and a donor who is not a member in the access records', async () => {
    const office = await signedInOffice(server);
    const donorId = await aDonor(office);
    await recorded(server, office, donorId);
    expectSuccess(await server.call('officeDonations', { ...as(office), query: { donorId } }));
    const [created] = await entriesOf(office, AUDIT_ACTIONS.createDonor);
    expect(created).toMatchObject({ targetId: donorId, targetName: '박바깥' });
    const month = koreanDateTime(server.clock.now().toISOString()).slice(0, 7);
    const records = expectSuccess(
      await server.call<DataOf<'listAccessRecords'>>('listAccessRecords', {
        ...as(office),
        query: { month },
      }),
    );
    expect(records.items).toContainEqual(
      expect.objectContaining({
        memberId: `donor:${donorId}`,
        memberName: '박바깥',
        detailLabel: '기부 내역 조회',
        actorName: '사무국',
      }),
    );
  });

  it('names a receipt by its donor', async () => {
    const year = new Date().getFullYear() - 1;
    const { office, member } = await officeAndMemberWithAGift(server, year);
    expectSuccess(
      await server.call('sendReceiptMail', { ...as(member), body: { year, email: member.email } }),
    );
    const [receipt] = expectSuccess(
      await server.call<DataOf<'officeReceipts'>>('officeReceipts', {
        ...as(office),
        query: { year: String(year) },
      }),
    ).items;
    if (!receipt) throw new Error('no receipt');
    const pdf = await server.fetch(`/api/admin/donations/receipts/${receipt.receiptId}/pdf`, {
      method: 'POST',
      headers: { authorization: `Bearer ${office.accessToken}`, 'x-user-id': office.userId },
    });
    expect(pdf.status).toBe(200);
    const [downloaded] = await entriesOf(office, AUDIT_ACTIONS.downloadReceipt);
    expect(downloaded).toMatchObject({ targetId: receipt.receiptId, targetName: '김하늘' });
  });
});
