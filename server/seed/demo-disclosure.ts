import type { SeedPorts } from './seed-ports';
import { DEMO_DISCLOSURE_USES } from '../../src/domain/donations/demo-donations';
import { disclosureYearsOf } from '../../src/domain/donations/disclosure';
import { formatKoreanAmount } from '../../src/domain/shared/format/korean-amount';
import { calendarDateOf } from '../../src/domain/shared/format/date-format';
import { demoPdfWithFont } from './demo-pdf';

/**
 * The demo's disclosure (기부금 공개) for every finished year: the other uses
 * (src/domain/donations/demo-donations.ts) and the year's report as a PDF, its figures read from
 * the gifts and scholarships already seeded, as the public page sums them.
 */
export async function seedDemoDisclosure(
  ports: Pick<SeedPorts, 'clock' | 'random' | 'store' | 'fileGroups'>,
  office: string,
): Promise<void> {
  const { store } = ports;
  const now = ports.clock.now();
  const thisYear = calendarDateOf(now).year;
  const at = now.toISOString();
  const figures = store.donationFigures;
  const years = disclosureYearsOf({
    collected: await figures.byYear(),
    scholarships: await figures.scholarships(),
    reports: [],
  });
  for (const figure of years.filter((each) => each.year < thisYear)) {
    const uses = DEMO_DISCLOSURE_USES.map((use) => ({ ...use }));
    const usedAmount = uses.reduce((sum, use) => sum + use.amount, figure.scholarshipAmount);
    const atchFileMstId = ports.random.id();
    const title = `${figure.year}년 기부금 모금액 및 활용실적 보고서`;
    await ports.fileGroups.storePublic({
      atchFileMstId,
      fileName: `${title}.pdf`,
      mimeType: 'application/pdf',
      bytes: await demoPdfWithFont(title, [
        `1. 모금액: ${formatKoreanAmount(figure.collectedAmount)} (기부자 ${figure.donorCount}명)`,
        `2. 장학금 지급: ${formatKoreanAmount(figure.scholarshipAmount)} (장학생 ${figure.scholarshipStudents}명)`,
        ...uses.map(
          (use, index) => `${index + 3}. ${use.purpose}: ${formatKoreanAmount(use.amount)}`,
        ),
        `사용액 합계: ${formatKoreanAmount(usedAmount)}`,
        '',
        '위와 같이 공개합니다. 총동문회 감사가 회계 처리를 확인하였습니다.',
      ]),
    });
    await store.donationDisclosures.save({ year: figure.year, atchFileMstId, uses }, at, office);
  }
}
