import { describe, expect, it } from 'vitest';
import type { DataOf } from '../../../../../src/contract/endpoint-types';
import { AUDIT_ACTIONS } from '../../../../../src/domain/admin';
import { expectSuccess } from '../../../support/auth-helpers';
import { memberDonor, recorded } from '../../../support/donations';
import { as, signedInMember, type SignedInMember } from '../../../support/members';
import { signedInOffice } from '../../../support/office';
import { dialects } from '../../../support/test-server';
import { useTestServer } from '../../../support/use-test-server';
import { donorDraftFor } from '../../../../support/donations';

/** Issue 27: the office reading donors and their gifts leaves access records, as member detail does. */
describe.each(dialects())('the office reading donors’ data (%s)', (dialect) => {
  const server = useTestServer(dialect, { seed: withDonors });
  let office: SignedInMember;
  let haneul: SignedInMember;
  let haneulDonor: string;
  let outsideDonor: string;

  async function withDonors(): Promise<void> {
    office = await signedInOffice(server);
    haneul = await signedInMember(server, { name: '김하늘' });
    haneulDonor = await memberDonor(server, office, haneul);
    await recorded(server, office, haneulDonor);
    outsideDonor = expectSuccess(
      await server.call<{ donorId: string }>('createDonor', {
        ...as(office),
        body: donorDraftFor({ userId: '', name: '박바깥' }, { memberId: null }),
      }),
    ).donorId;
    await recorded(server, office, outsideDonor);
  }

  async function accessRecords() {
    return server.runtime.ports.store.personalDataAccess.between(
      '2000-01-01T00:00:00.000Z',
      '2999-01-01T00:00:00.000Z',
      100,
    );
  }

  async function auditEntries(action: string) {
    const { items } = await server.runtime.ports.store.auditLog.search(
      { action },
      { page: 1, size: 20 },
    );
    return items;
  }

  it('records a view of each donor a search shows, naming the member or the donor record', async () => {
    const found = expectSuccess(
      await server.call<DataOf<'officeDonors'>>('officeDonors', {
        ...as(office),
        query: { query: '김하늘' },
      }),
    );
    expect(found.items.map((donor) => donor.donorId)).toEqual([haneulDonor]);
    const views = (await accessRecords()).filter(
      (access) => access.detail === AUDIT_ACTIONS.listDonors,
    );
    expect(views).toEqual([
      expect.objectContaining({ actorId: office.userId, memberId: haneul.userId, kind: 'view' }),
    ]);
    expect(await auditEntries(AUDIT_ACTIONS.listDonors)).toEqual([
      expect.objectContaining({ actorId: office.userId, outcome: 'success' }),
    ]);

    await server.call('officeDonors', { ...as(office), query: { query: '박바깥' } });
    expect(
      (await accessRecords()).filter((access) => access.detail === AUDIT_ACTIONS.listDonors),
    ).toContainEqual(expect.objectContaining({ memberId: `donor:${outsideDonor}` }));
  });

  it('records a view of the donor whose gifts the office lists, once per call', async () => {
    const listed = expectSuccess(
      await server.call<DataOf<'officeDonations'>>('officeDonations', {
        ...as(office),
        query: { donorId: haneulDonor, year: '2025' },
      }),
    );
    expect(listed.items).toHaveLength(1);
    const views = (await accessRecords()).filter(
      (access) => access.detail === AUDIT_ACTIONS.listDonations,
    );
    expect(views).toEqual([
      expect.objectContaining({ actorId: office.userId, memberId: haneul.userId, kind: 'view' }),
    ]);
    expect(await auditEntries(AUDIT_ACTIONS.listDonations)).toEqual([
      expect.objectContaining({ targetId: haneulDonor, outcome: 'success' }),
    ]);
  });

  it('records every donor on a page of a year’s gifts', async () => {
    await server.call('officeDonations', { ...as(office), query: { year: '2025' } });
    const named = (await accessRecords())
      .filter((access) => access.detail === AUDIT_ACTIONS.listDonations)
      .map((access) => access.memberId);
    expect(named.sort()).toEqual([haneul.userId, `donor:${outsideDonor}`].sort());
  });
});
