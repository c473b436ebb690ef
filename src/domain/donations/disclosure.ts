import type { AttachedFile } from '../shared/attachments/attached-file';
import { invalid, type ValidationResult, valid } from '../shared/validation/validation-result';
import { validateDonationAmount } from './amount';
import { FIRST_DONATION_YEAR, LAST_DONATION_YEAR } from './contribution-filter';

/**
 * 기부금 모금액 및 활용실적 (issue 14, `/contribution/info`): per year what was collected (the
 * donations as they stand), what was paid as scholarships (the scholarships recorded) and the
 * other uses the office reports (e.g. 장학 행사비, 모금 운영비), with the year's report file.
 */
export const DISCLOSURE_PURPOSE_MAX_LENGTH = 40;
export const DISCLOSURE_MAX_USES = 10;

/** One use of the year's funds besides scholarships, as the office reports it. */
export interface DisclosureUse {
  readonly purpose: string;
  readonly amount: number;
}

/** What the office writes for a year. */
export interface DisclosureDraft {
  readonly uses: readonly { readonly purpose: string; readonly amount: number | string }[];
  /** The group of the uploaded report (PDF, HWP, …); null for none. */
  readonly atchFileMstId: string | null;
}

export interface ValidDisclosure {
  readonly uses: readonly DisclosureUse[];
  readonly atchFileMstId: string | null;
}

/** A year as the public page shows it. */
export interface DisclosureYear {
  readonly year: number;
  readonly collectedAmount: number;
  readonly donorCount: number;
  readonly scholarshipStudents: number;
  readonly scholarshipAmount: number;
  readonly uses: readonly DisclosureUse[];
  /** Scholarships and the other uses together. */
  readonly usedAmount: number;
  /** The year's report, when the office published one. */
  readonly report: AttachedFile | null;
}

export const NO_SUCH_DISCLOSURE_YEAR = `공개할 연도는 ${FIRST_DONATION_YEAR}년부터 ${LAST_DONATION_YEAR}년 사이로 골라 주세요.`;

export function disclosureYearRefusal(year: number): string | null {
  return Number.isInteger(year) && year >= FIRST_DONATION_YEAR && year <= LAST_DONATION_YEAR
    ? null
    : NO_SUCH_DISCLOSURE_YEAR;
}

export function validateDisclosureDraft(draft: DisclosureDraft): ValidationResult<ValidDisclosure> {
  if (draft.uses.length > DISCLOSURE_MAX_USES) {
    return invalid(
      'disclosure.uses',
      `사용 내역은 ${DISCLOSURE_MAX_USES}줄까지 적을 수 있습니다. 비슷한 항목을 묶어 주세요.`,
    );
  }
  const uses: DisclosureUse[] = [];
  for (const [index, use] of draft.uses.entries()) {
    const line = `${index + 1}번째 사용 내역`;
    const purpose = use.purpose.trim().replace(/\s+/gu, ' ');
    if (!purpose) return invalid('disclosure.purpose', `${line}의 용도를 입력해 주세요.`);
    if (purpose.length > DISCLOSURE_PURPOSE_MAX_LENGTH) {
      return invalid(
        'disclosure.purposeLength',
        `${line}의 용도는 ${DISCLOSURE_PURPOSE_MAX_LENGTH}자 이내로 입력해 주세요.`,
      );
    }
    const amount = validateDonationAmount(use.amount);
    if (!amount.ok) return invalid(amount.code, `${line}: ${amount.message}`);
    uses.push({ purpose, amount: amount.value });
  }
  return valid({ uses, atchFileMstId: draft.atchFileMstId?.trim() || null });
}

/** What the public page is made of: sums from the records, and the office's reports. */
export interface DisclosureParts {
  readonly collected: readonly {
    readonly year: number;
    readonly totalAmount: number;
    readonly donorCount: number;
  }[];
  readonly scholarships: readonly {
    readonly year: number;
    readonly students: number;
    readonly amount: number;
  }[];
  readonly reports: readonly {
    readonly year: number;
    readonly uses: readonly DisclosureUse[];
    readonly report: AttachedFile | null;
  }[];
}

/** Every year with donations, scholarships or a report, newest first. */
export function disclosureYearsOf(parts: DisclosureParts): DisclosureYear[] {
  const years = new Set([
    ...parts.collected.map((each) => each.year),
    ...parts.scholarships.map((each) => each.year),
    ...parts.reports.map((each) => each.year),
  ]);
  return [...years]
    .sort((a, b) => b - a)
    .map((year) => {
      const collected = parts.collected.find((each) => each.year === year);
      const paid = parts.scholarships.filter((each) => each.year === year);
      const reported = parts.reports.find((each) => each.year === year);
      const scholarshipAmount = paid.reduce((sum, each) => sum + each.amount, 0);
      const uses = reported?.uses ?? [];
      return {
        year,
        collectedAmount: collected?.totalAmount ?? 0,
        donorCount: collected?.donorCount ?? 0,
        scholarshipStudents: paid.reduce((sum, each) => sum + each.students, 0),
        scholarshipAmount,
        uses,
        usedAmount: uses.reduce((sum, use) => sum + use.amount, scholarshipAmount),
        report: reported?.report ?? null,
      };
    });
}
