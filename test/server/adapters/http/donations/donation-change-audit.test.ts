import { describe, expect, it } from 'vitest';
import type { DataOf } from '../../../../../src/contract/endpoint-types';
import { AUDIT_ACTIONS } from '../../../../../src/domain/admin';
import { aDonation, donorDraftFor } from '../../../../support/donations';
import { expectRefusal, expectSuccess } from '../../../support/auth-helpers';
import { recorded } from '../../../support/donations';
import { as, type SignedInMember } from '../../../support/members';
import { signedInOffice } from '../../../support/office';
import { dialects } from '../../../support/test-server';
import { useTestServer } from '../../../support/use-test-server';

/** Issue 29 item 10: the audit log says what a correction or a cancellation changed, and why. */
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
});
