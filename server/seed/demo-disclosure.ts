import type { SeedPorts } from './seed-ports';
import { GENERAL_FUND_ID } from '../../src/domain/donations/donation';
import { disclosureYearsOf } from '../../src/domain/donations/disclosure';
import { formatKoreanAmount } from '../../src/domain/shared/format/korean-amount';
import { calendarDateOf } from '../../src/domain/shared/format/date-format';

/** Other uses of a year's funds, as an association reports them (besides scholarships). */
const DEMO_USES = [
  { purpose: '장학금 수여식 행사비', amount: 3_200_000 },
  { purpose: '모금 안내문 제작·발송', amount: 1_850_000 },
  { purpose: '기금 운용 수수료', amount: 420_000 },
] as const;

/**
 * The demo's scholarships (paid each December from the general fund, and from the 100th
 * anniversary fund since last year) and, for every finished year, the disclosure: the other uses
 * and the year's report, a text file as the library's demo documents are.
 */
export async function seedDemoDisclosure(
  ports: Pick<SeedPorts, 'clock' | 'random' | 'store' | 'fileGroups'>,
  office: string,
): Promise<void> {
  const { store } = ports;
  const now = ports.clock.now();
  const thisYear = calendarDateOf(now).year;
  const at = now.toISOString();
  for (let year = thisYear - 4; year < thisYear; year += 1) {
    const payments = [
      { fundId: GENERAL_FUND_ID, students: 18 + (year % 5) * 2, each: 1_000_000 },
      ...(year >= thisYear - 1 ? [{ fundId: 'centennial', students: 10, each: 2_000_000 }] : []),
      { fundId: 'memorial', students: 2, each: 1_500_000 },
    ];
    for (const payment of payments) {
      await store.scholarships.insert({
        id: `demo-scholarship-${year}-${payment.fundId}`,
        year,
        fundId: payment.fundId,
        students: payment.students,
        amount: payment.students * payment.each,
        note: `${year}학년도 장학생`,
        recordedAt: at,
        recordedBy: office,
      });
    }
  }
  const figures = store.donationFigures;
  const years = disclosureYearsOf({
    collected: await figures.byYear(),
    scholarships: await figures.scholarships(),
    reports: [],
  });
  for (const figure of years.filter((each) => each.year < thisYear)) {
    const uses = DEMO_USES.map((use) => ({ ...use }));
    const usedAmount = uses.reduce((sum, use) => sum + use.amount, figure.scholarshipAmount);
    const atchFileMstId = ports.random.id();
    await ports.fileGroups.storePublic({
      atchFileMstId,
      fileName: `${figure.year}년 기부금 모금액 및 활용실적 보고서.txt`,
      mimeType: 'text/plain',
      bytes: Buffer.from(
        [
          `${figure.year}년 기부금 모금액 및 활용실적 보고서`,
          '',
          `1. 모금액: ${formatKoreanAmount(figure.collectedAmount)} (기부자 ${figure.donorCount}명)`,
          `2. 장학금 지급: ${formatKoreanAmount(figure.scholarshipAmount)} (장학생 ${figure.scholarshipStudents}명)`,
          ...uses.map(
            (use, index) => `${index + 3}. ${use.purpose}: ${formatKoreanAmount(use.amount)}`,
          ),
          `사용액 합계: ${formatKoreanAmount(usedAmount)}`,
          '',
          '위와 같이 공개합니다. 총동문회 감사가 회계 처리를 확인하였습니다.',
          '',
        ].join('\n'),
        'utf8',
      ),
    });
    await store.donationDisclosures.save({ year: figure.year, atchFileMstId, uses }, at, office);
  }
}
