import { invalid, type ValidationResult, valid } from '../shared/validation/validation-result';
import { validateDonationAmount } from './amount';
import { FIRST_DONATION_YEAR } from './contribution-filter';

/** Scholarships paid out (issue 14): a year's payment from a fund, to how many students. */
export const SCHOLARSHIP_MAX_STUDENTS = 100_000;
export const SCHOLARSHIP_NOTE_MAX_LENGTH = 200;
export const NO_SUCH_SCHOLARSHIP = '장학금 지급 기록을 찾을 수 없습니다.';

export interface ScholarshipDraft {
  readonly year: number | string;
  readonly fundId: string;
  readonly students: number | string;
  readonly amount: number | string;
  readonly note: string;
}

export interface ValidScholarship {
  readonly year: number;
  readonly fundId: string;
  readonly students: number;
  readonly amount: number;
  readonly note: string | null;
}

/** A recorded payment, as the office's list shows it. */
export interface Scholarship extends ValidScholarship {
  readonly scholarshipId: string;
  readonly fundName: string;
  readonly recordedAt: string;
}

/** `thisYear`: scholarships are recorded once paid, so never for a later year. */
export function validateScholarshipDraft(
  draft: ScholarshipDraft,
  thisYear: number,
): ValidationResult<ValidScholarship> {
  const year = Number(String(draft.year).trim());
  if (!Number.isInteger(year) || year < FIRST_DONATION_YEAR || year > thisYear) {
    return invalid(
      'scholarship.year',
      `지급 연도는 ${FIRST_DONATION_YEAR}년부터 ${thisYear}년 사이로 입력해 주세요.`,
    );
  }
  if (!draft.fundId.trim()) return invalid('scholarship.fund', '기금을 골라 주세요.');
  const studentsText = String(draft.students).trim().replace(/명$/u, '');
  const students = Number(studentsText);
  if (!/^\d+$/u.test(studentsText) || students < 1 || students > SCHOLARSHIP_MAX_STUDENTS) {
    return invalid('scholarship.students', '장학생 수는 1명 이상의 정수로 입력해 주세요.');
  }
  const amount = validateDonationAmount(draft.amount);
  if (!amount.ok) return amount;
  const note = draft.note.trim().replace(/\s+/gu, ' ');
  if (note.length > SCHOLARSHIP_NOTE_MAX_LENGTH) {
    return invalid(
      'scholarship.note',
      `비고는 ${SCHOLARSHIP_NOTE_MAX_LENGTH}자 이내로 입력해 주세요.`,
    );
  }
  return valid({
    year,
    fundId: draft.fundId.trim(),
    students,
    amount: amount.value,
    note: note || null,
  });
}
