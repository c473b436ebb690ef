import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GENERAL_FUND_ID } from '../../../src/domain/donations/donation';
import { aDonation, donorDraftFor } from '../../support/donations';
import { approvedMember, leave, type MakePortWorld, type PortWorld, refusal } from './port-world';

const report = (name: string) => ({
  name,
  data: new Blob(['%PDF-1.4 보고서'], { type: 'application/pdf' }),
});

/** Scholarships paid and 기부금 공개 (issue 14): the office records them, anyone reads the sums. */
export function describeDonationReportsSuite(name: string, makeWorld: MakePortWorld): void {
  describe(`scholarships and the disclosure (${name})`, () => {
    let world: PortWorld;

    beforeEach(async () => {
      world = await makeWorld();
      await world.signInAsAdministrator();
    });

    afterEach(async () => {
      await world.close();
    });

    it('sums a year: collected, scholarships, the other uses, and the report to download', async () => {
      const office = world.officeDonations;
      const alice = await approvedMember(world, { name: '김하늘' });
      await world.signInAsAdministrator();
      const donor = await office.createDonor(donorDraftFor(alice));
      await office.recordDonation(donor, {
        ...aDonation(),
        donatedOn: '2025-04-01',
        amount: 80_000_000,
      });
      await office.recordScholarship({
        year: 2025,
        fundId: GENERAL_FUND_ID,
        students: '20명',
        amount: '40,000,000',
        note: '',
      });
      const second = await office.recordScholarship({
        year: '2025',
        fundId: GENERAL_FUND_ID,
        students: 5,
        amount: 10_000_000,
        note: '2학기',
      });
      const { atchFileMstId } = await world.files.uploadFile(report('2025년 보고서.pdf'));
      await office.saveDonationDisclosure(2025, {
        uses: [
          { purpose: ' 장학금 수여식  행사비 ', amount: '3,200,000' },
          { purpose: '모금 운영비', amount: 800_000 },
        ],
        atchFileMstId,
      });
      expect((await office.officeScholarships(2025)).map((each) => each.students)).toEqual([20, 5]);

      leave(world);
      const [year] = await world.publicDonations.donationDisclosure();
      expect(year).toMatchObject({
        year: 2025,
        collectedAmount: 80_000_000,
        donorCount: 1,
        scholarshipStudents: 25,
        scholarshipAmount: 50_000_000,
        uses: [
          { purpose: '장학금 수여식 행사비', amount: 3_200_000 },
          { purpose: '모금 운영비', amount: 800_000 },
        ],
        usedAmount: 54_000_000,
        report: { fileName: '2025년 보고서.pdf', atchFileMstId },
      });
      const statistics = await world.publicDonations.donationStatistics();
      expect(statistics.scholarships).toEqual([
        { year: 2025, fundId: GENERAL_FUND_ID, name: '장학기금', students: 25, amount: 50_000_000 },
      ]);

      await world.signInAsAdministrator();
      await office.deleteScholarship(second);
      await office.saveDonationDisclosure(2025, { uses: [], atchFileMstId });
      leave(world);
      expect((await world.publicDonations.donationDisclosure())[0]).toMatchObject({
        scholarshipAmount: 40_000_000,
        uses: [],
        usedAmount: 40_000_000,
      });
    });

    it('refuses bad input with a Korean sentence and changes nothing', async () => {
      const office = world.officeDonations;
      const good = {
        year: 2025,
        fundId: GENERAL_FUND_ID,
        students: 3,
        amount: 3_000_000,
        note: '',
      };
      await expect(office.recordScholarship({ ...good, amount: 0 })).rejects.toMatchObject(
        refusal('invalidInput'),
      );
      await expect(office.recordScholarship({ ...good, amount: 10 ** 15 })).rejects.toMatchObject(
        refusal('invalidInput'),
      );
      await expect(office.recordScholarship({ ...good, students: '1.5' })).rejects.toMatchObject(
        refusal('invalidInput', '장학생 수는 1명 이상의 정수로 입력해 주세요.'),
      );
      await expect(office.recordScholarship({ ...good, year: 2999 })).rejects.toMatchObject(
        refusal('invalidInput'),
      );
      await expect(office.recordScholarship({ ...good, fundId: 'nothing' })).rejects.toMatchObject(
        refusal('invalidInput', '기금을 찾을 수 없습니다.'),
      );
      await expect(office.deleteScholarship('nothing')).rejects.toMatchObject(
        refusal('notFound', '장학금 지급 기록을 찾을 수 없습니다.'),
      );
      await expect(
        office.saveDonationDisclosure(2025, {
          uses: [{ purpose: '', amount: 1 }],
          atchFileMstId: null,
        }),
      ).rejects.toMatchObject(refusal('invalidInput', '1번째 사용 내역의 용도를 입력해 주세요.'));
      await expect(
        office.saveDonationDisclosure(2025, {
          uses: Array.from({ length: 11 }, (_, index) => ({ purpose: `항목 ${index}`, amount: 1 })),
          atchFileMstId: null,
        }),
      ).rejects.toMatchObject(refusal('invalidInput'));
      await expect(
        office.saveDonationDisclosure(2025, { uses: [], atchFileMstId: 'not-uploaded' }),
      ).rejects.toMatchObject(refusal('invalidInput'));
      expect(await office.officeScholarships(null)).toEqual([]);
      leave(world);
      expect(await world.publicDonations.donationDisclosure()).toEqual([]);
      await expect(world.officeDonations.recordScholarship({ ...good })).rejects.toMatchObject({
        name: 'ApiError',
      });
    });
  });
}
