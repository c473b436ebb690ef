import type { CalendarDate } from '../shared/calendar/calendar-date';
import { formatKoreanAmount } from '../shared/format/korean-amount';
import { GENERAL_FUND_ID } from './donation';

/**
 * The demo's scholarships, handed out at each October's ceremony (2학기 장학금 수여식), and
 * what is told of them: the ceremony's notice and each finished year's report. The notice's
 * figures and 기부금 공개's 사용액 are both summed from these records.
 */
export interface DemoScholarship {
  readonly id: string;
  readonly year: number;
  readonly fundId: string;
  readonly students: number;
  readonly amount: number;
  readonly note: string;
}

/** A year's other uses of its funds, besides scholarships, as 기부금 공개 lists them. */
export const DEMO_DISCLOSURE_USES = [
  { purpose: '장학금 수여식 행사비', amount: 3_200_000 },
  { purpose: '모금 안내문 제작·발송', amount: 1_850_000 },
  { purpose: '기금 운용 수수료', amount: 420_000 },
] as const;

/** The scholarship ceremony (2학기 장학금 수여식), each year on this day. */
const CEREMONY = { month: 10, day: 15 } as const;

/** The year of the latest scholarship ceremony on or before `today`. */
export function demoLatestCeremonyYear(today: CalendarDate): number {
  const held =
    today.month > CEREMONY.month || (today.month === CEREMONY.month && today.day >= CEREMONY.day);
  return held ? today.year : today.year - 1;
}

/**
 * The scholarships handed out at each October's ceremony from four years ago to the latest:
 * from the general fund, from the memorial fund, and from the 100th anniversary fund since last
 * year.
 */
export function demoScholarships(today: CalendarDate): DemoScholarship[] {
  const scholarships: DemoScholarship[] = [];
  for (let year = today.year - 4; year <= demoLatestCeremonyYear(today); year += 1) {
    const payments = [
      { fundId: GENERAL_FUND_ID, students: 18 + (year % 5) * 2, each: 1_000_000 },
      ...(year >= today.year - 1 ? [{ fundId: 'centennial', students: 10, each: 2_000_000 }] : []),
      { fundId: 'memorial', students: 2, each: 1_500_000 },
    ];
    for (const payment of payments) {
      scholarships.push({
        id: `demo-scholarship-${year}-${payment.fundId}`,
        year,
        fundId: payment.fundId,
        students: payment.students,
        amount: payment.students * payment.each,
        note: `${year}학년도 2학기 장학생`,
      });
    }
  }
  return scholarships;
}

/** The office's report of the latest ceremony, its figures summed from that year's records. */
export function demoScholarshipNotice(
  today: CalendarDate,
  scholarships: readonly DemoScholarship[],
): {
  readonly title: string;
  readonly paragraphs: readonly string[];
  readonly publishedOn: string;
} {
  const year = demoLatestCeremonyYear(today);
  const ofYear = scholarships.filter((each) => each.year === year);
  const students = ofYear.reduce((sum, each) => sum + each.students, 0);
  const amount = ofYear.reduce((sum, each) => sum + each.amount, 0);
  const ceremony = demoDateText(year, CEREMONY.month, CEREMONY.day);
  const week = demoDateText(year, CEREMONY.month, CEREMONY.day + 7);
  const todayText = demoDateText(today.year, today.month, today.day);
  return {
    title: `${year}학년도 2학기 장학금 수여식 결과 보고`,
    paragraphs: [
      `${CEREMONY.month}월 ${CEREMONY.day}일 모교 강당에서 재학생 ${students}명에게 장학금 ${formatKoreanAmount(amount)}을 전달했습니다.`,
      '장학기금에 뜻을 모아 주신 모든 동문께 장학생들을 대신하여 감사드립니다. 지급 내역은 기부금 공개에서, 수여식 사진은 장학 갤러리에서 보실 수 있습니다.',
    ],
    publishedOn: week <= todayText ? week : ceremony,
  };
}

/**
 * A finished year's report (기부금 모금액 및 활용실적 보고서), its figures as 기부금 공개 sums
 * them: the title and lines the seeds draw into a PDF.
 */
export function demoDisclosureReport(figure: {
  readonly year: number;
  readonly collectedAmount: number;
  readonly donorCount: number;
  readonly scholarshipAmount: number;
  readonly scholarshipStudents: number;
}): { readonly title: string; readonly lines: readonly string[] } {
  const usedAmount = DEMO_DISCLOSURE_USES.reduce(
    (sum, use) => sum + use.amount,
    figure.scholarshipAmount,
  );
  return {
    title: `${figure.year}년 기부금 모금액 및 활용실적 보고서`,
    lines: [
      `1. 모금액: ${formatKoreanAmount(figure.collectedAmount)} (기부자 ${figure.donorCount}명)`,
      `2. 장학금 지급: ${formatKoreanAmount(figure.scholarshipAmount)} (장학생 ${figure.scholarshipStudents}명)`,
      ...DEMO_DISCLOSURE_USES.map(
        (use, index) => `${index + 3}. ${use.purpose}: ${formatKoreanAmount(use.amount)}`,
      ),
      `사용액 합계: ${formatKoreanAmount(usedAmount)}`,
      '',
      '위와 같이 공개합니다. 총동문회 감사가 회계 처리를 확인하였습니다.',
    ],
  };
}

/** YYYY-MM-DD of the day. */
export function demoDateText(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
