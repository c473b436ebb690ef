import { beforeEach, describe, expect, it } from 'vitest';
import type { DataOf } from '../../../../../src/contract/endpoint-types';
import { expectRefusal, expectSuccess } from '../../../support/auth-helpers';
import { memberDonor, recorded } from '../../../support/donations';
import { as, signedInMember, type SignedInMember } from '../../../support/members';
import { uploaded } from '../../../support/uploads';
import { dialects } from '../../../support/test-server';
import { useTestServer } from '../../../support/use-test-server';
import { signedInOffice } from '../../../support/office';

/** Issue 14 item 3: the public figures, summed over the donations as they stand. */
describe.each(dialects())('public donation figures (%s)', (dialect) => {
  const server = useTestServer(dialect);
  let office: SignedInMember;

  beforeEach(async () => {
    office = await signedInOffice(server);
    const named = await signedInMember(server, { name: '김하늘' });
    const unnamed = await signedInMember(server, { name: '박바다' });
    const namedDonor = await memberDonor(server, office, named, {
      namedInHallOfFame: true,
      graduationYear: 1990,
    });
    const unnamedDonor = await memberDonor(server, office, unnamed, { graduationYear: 1990 });
    await recorded(server, office, namedDonor, { donatedOn: '2025-01-10', amount: 60_000_000 });
    await recorded(server, office, namedDonor, { donatedOn: '2025-12-24', amount: 40_000_000 });
    await recorded(server, office, unnamedDonor, { donatedOn: '2025-12-01', amount: 70_000_000 });
    await recorded(server, office, unnamedDonor, { donatedOn: '2024-05-05', amount: 1_000 });
    const cancelled = await recorded(server, office, unnamedDonor, {
      donatedOn: '2025-06-01',
      amount: 999,
    });
    expectSuccess(
      await server.call('cancelDonation', {
        ...as(office),
        params: { donationId: cancelled },
        body: { reason: '이중 입력' },
      }),
    );
    expectSuccess(
      await server.call('recordScholarship', {
        ...as(office),
        body: { year: 2025, fundId: 'general', students: 12, amount: 24_000_000, note: '' },
      }),
    );
  });

  it('gives a year’s total, donors, donations and months, leaving cancelled donations out', async () => {
    const year = expectSuccess(
      await server.call<DataOf<'donationYear'>>('donationYear', { query: { year: '2025' } }),
    );
    expect(year).toMatchObject({
      year: 2025,
      totalAmount: 170_000_000,
      donorCount: 2,
      donationCount: 3,
    });
    expect(year.monthlyAmounts[0]).toBe(60_000_000);
    expect(year.monthlyAmounts[11]).toBe(110_000_000);
    expect(year.monthlyAmounts[5]).toBe(0);
    expectRefusal(await server.call('donationYear', { query: { year: '3000' } }), 'invalidInput');
  });

  it('does not count as a donor of the year one whose only gift of the year was cancelled', async () => {
    const withdrawn = await memberDonor(
      server,
      office,
      await signedInMember(server, { name: '최들판' }),
    );
    const only = await recorded(server, office, withdrawn, {
      donatedOn: '2025-03-03',
      amount: 5_000,
    });
    expectSuccess(
      await server.call('cancelDonation', {
        ...as(office),
        params: { donationId: only },
        body: { reason: '잘못 입력' },
      }),
    );
    const year = expectSuccess(
      await server.call<DataOf<'donationYear'>>('donationYear', { query: { year: '2025' } }),
    );
    expect(year).toMatchObject({ donorCount: 2, donationCount: 3, totalAmount: 170_000_000 });
  });

  it('sums by year, by fund and by graduating year, with the scholarships paid', async () => {
    const report = expectSuccess(
      await server.call<DataOf<'donationStatistics'>>('donationStatistics'),
    );
    expect(report.years).toEqual([
      { year: 2024, totalAmount: 1_000, donationCount: 1, donorCount: 1 },
      { year: 2025, totalAmount: 170_000_000, donationCount: 3, donorCount: 2 },
    ]);
    expect(report.funds).toEqual([
      { year: 2024, fundId: 'general', name: '장학기금', totalAmount: 1_000 },
      { year: 2025, fundId: 'general', name: '장학기금', totalAmount: 170_000_000 },
    ]);
    // Two donors of 1990: too few to show the class's sum apart (one could tell the other's).
    expect(report.classes).toEqual([]);
    expect(report.otherClasses).toEqual({ totalAmount: 170_001_000, donorCount: 2 });
    expect(report.scholarships).toEqual([
      { year: 2025, fundId: 'general', name: '장학기금', students: 12, amount: 24_000_000 },
    ]);
  });

  it('names in the hall of fame only the donors who agreed, with their tier', async () => {
    const hall = expectSuccess(await server.call<DataOf<'hallOfFame'>>('hallOfFame'));
    expect(hall).toEqual([
      {
        name: '김하늘',
        graduationYear: 1990,
        company: false,
        tier: '1억 원 이상',
      },
    ]);
  });

  it('discloses each year: collected, scholarships, the other uses and the report (audited)', async () => {
    const report = await uploaded(server, {
      member: office,
      fileName: '2025년 보고서.pdf',
      bytes: Buffer.from('%PDF-1.4 보고서'),
      mimeType: 'application/pdf',
    });
    const body = {
      uses: [{ purpose: '장학금 수여식 행사비', amount: '3,000,000,000,000' }],
      atchFileMstId: report.atchFileMstId,
    };
    expectSuccess(
      await server.call('saveDonationDisclosure', {
        ...as(office),
        params: { year: '2025' },
        body,
      }),
    );
    // Bad input: refused in Korean, nothing changed; a member may not write.
    const member = await signedInMember(server, { name: '최가람' });
    expectRefusal(
      await server.call('saveDonationDisclosure', {
        ...as(member),
        params: { year: '2025' },
        body,
      }),
      'forbidden',
    );
    for (const [year, bad] of [
      ['2025', { ...body, uses: [{ purpose: '운영비', amount: 0 }] }],
      ['2025', { ...body, uses: [{ purpose: '운영비', amount: 10 ** 15 }] }],
      ['2025', { ...body, atchFileMstId: 'nothing' }],
      ['1900', body],
      ['2025', { ...body, extra: 1 }],
    ] as const) {
      const refused = await server.call('saveDonationDisclosure', {
        ...as(office),
        params: { year },
        body: bad,
      });
      expectRefusal(refused, 'invalidInput');
      expect(refused.body.message).toMatch(/[가-힣]/u);
    }
    const years = expectSuccess(
      await server.call<DataOf<'donationDisclosure'>>('donationDisclosure'),
    );
    expect(years).toEqual([
      {
        year: 2025,
        collectedAmount: 170_000_000,
        donorCount: 2,
        scholarshipStudents: 12,
        scholarshipAmount: 24_000_000,
        uses: [{ purpose: '장학금 수여식 행사비', amount: 3_000_000_000_000 }],
        usedAmount: 3_000_024_000_000,
        report: expect.objectContaining({ fileName: '2025년 보고서.pdf' }),
      },
      expect.objectContaining({ year: 2024, collectedAmount: 1_000, uses: [], report: null }),
    ]);
    // Anyone may download the report.
    const file = await server.fetch('/api/user/file/downloadFile', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(report),
    });
    expect(file.status).toBe(200);
    expect(await file.text()).toBe('%PDF-1.4 보고서');
    const actions = await server.runtime.database.db
      .selectFrom('admin_audit_log')
      .select(['action', 'outcome'])
      .where('action', 'in', ['disclosure.save', 'scholarship.record'])
      .execute();
    expect(actions.filter((each) => each.outcome === 'success')).toHaveLength(2);
  });
});
