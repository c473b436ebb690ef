import {
  type CalendarDate,
  compareCalendarDates,
  formatCalendarDate,
  parseCalendarDate,
} from '../shared/calendar/calendar-date';
import { validateEmail } from '../shared/validation/email';
import { validateGraduationYear } from '../shared/validation/graduation';
import { validatePersonName } from '../shared/validation/person-name';
import { withTopicParticle } from '../shared/text/korean-particles';
import { invalid, type ValidationResult, valid } from '../shared/validation/validation-result';
import { validateDonationAmount } from './amount';
import { validateBusinessNumber } from './business-number';
import { FIRST_DONATION_YEAR } from './contribution-filter';
import { validateReceiptText } from './receipt-font';
import {
  DONATION_MEMO_MAX_LENGTH,
  DONATION_METHODS,
  FUND_DESCRIPTION_MAX_LENGTH,
  FUND_NAME_MAX_LENGTH,
  type DonationMethod,
  RECEIPT_CODES,
  type ReceiptCode,
} from './donation';

/**
 * The office's records of donors and donations (issue 14, item 1): what a form, an imported
 * bank statement line and the server each check, in one place.
 */

export const DONOR_KINDS = ['person', 'company'] as const;
export type DonorKind = (typeof DONOR_KINDS)[number];
export const DONOR_KIND_LABELS: Readonly<Record<DonorKind, string>> = {
  person: '개인',
  company: '법인·단체',
};

export const DONOR_NAME_MAX_LENGTH = 60;
export const DONOR_PHONE_MAX_LENGTH = 20;
export const DONOR_ADDRESS_MAX_LENGTH = 200;
export const CORRECTION_REASON_MAX_LENGTH = 200;

/** A donor as the office types them. Empty text is "not given". */
export interface DonorDraft {
  readonly kind: DonorKind;
  readonly name: string;
  /** The member's account, when the donor is a member. */
  readonly memberId: string | null;
  readonly businessNumber: string;
  readonly phone: string;
  readonly email: string;
  readonly address: string;
  readonly graduationYear: number | null;
  readonly namedInHallOfFame: boolean;
}

export interface ValidDonor {
  readonly kind: DonorKind;
  readonly name: string;
  readonly memberId: string | null;
  readonly businessNumber: string | null;
  readonly phone: string | null;
  readonly email: string | null;
  readonly address: string | null;
  readonly graduationYear: number | null;
  readonly namedInHallOfFame: boolean;
}

export function validateDonorDraft(
  draft: DonorDraft,
  today: CalendarDate,
): ValidationResult<ValidDonor> {
  const name = draft.name.normalize('NFC').trim().replace(/\s+/gu, ' ');
  if (draft.kind === 'person') {
    const checked = validatePersonName(name);
    if (!checked.ok) return checked;
  } else if (!name) {
    return invalid('donor.name', '법인·단체의 이름을 입력해 주세요.');
  }
  if (name.length > DONOR_NAME_MAX_LENGTH) {
    return invalid('donor.nameLength', `이름은 ${DONOR_NAME_MAX_LENGTH}자 이내로 입력해 주세요.`);
  }
  let businessNumber: string | null = null;
  if (draft.kind === 'company') {
    const checked = validateBusinessNumber(draft.businessNumber);
    if (!checked.ok) return checked;
    businessNumber = checked.value;
  }
  const phone = draft.phone.trim();
  if (phone && !/^\+?[\d\s().-]{8,20}$/u.test(phone)) {
    return invalid('donor.phone', '연락처는 02-123-4567처럼 숫자와 하이픈으로 입력해 주세요.');
  }
  let email: string | null = null;
  if (draft.email.trim()) {
    const checked = validateEmail(draft.email);
    if (!checked.ok) return checked;
    email = checked.value;
  }
  const address = draft.address.trim().replace(/\s+/gu, ' ');
  if (address.length > DONOR_ADDRESS_MAX_LENGTH) {
    return invalid('donor.address', `주소는 ${DONOR_ADDRESS_MAX_LENGTH}자 이내로 입력해 주세요.`);
  }
  if (draft.graduationYear !== null) {
    const checked = validateGraduationYear(String(draft.graduationYear), today);
    if (!checked.ok) return checked;
  }
  return valid({
    kind: draft.kind,
    name,
    memberId: draft.memberId?.trim() || null,
    businessNumber,
    phone: phone || null,
    email,
    address: address || null,
    graduationYear: draft.graduationYear,
    namedInHallOfFame: draft.namedInHallOfFame,
  });
}

/** A donation as the office types it (or a bank statement line gives it). */
export interface DonationDraft {
  readonly fundId: string;
  readonly amount: number | string;
  /** The day in Korea, YYYY-MM-DD (or YYYY.MM.DD). */
  readonly donatedOn: string;
  readonly method: DonationMethod;
  readonly receiptCode: ReceiptCode;
  readonly memo: string;
}

export interface ValidDonation {
  readonly fundId: string;
  readonly amount: number;
  readonly donatedOn: string;
  readonly method: DonationMethod;
  readonly receiptCode: ReceiptCode;
  readonly memo: string | null;
}

/** Checks a donation: a whole amount, a real day not after today in Korea, goods described. */
export function validateDonationDraft(
  draft: DonationDraft,
  today: CalendarDate,
): ValidationResult<ValidDonation> {
  if (!draft.fundId.trim()) return invalid('donation.fund', '기금을 골라 주세요.');
  const amount = validateDonationAmount(draft.amount);
  if (!amount.ok) return amount;
  const day = parseCalendarDate(draft.donatedOn);
  if (!day) return invalid('donation.date', '기부일은 2026-01-31처럼 입력해 주세요.');
  if (day.year < FIRST_DONATION_YEAR) {
    return invalid('donation.dateRange', `기부일은 ${FIRST_DONATION_YEAR}년 이후여야 합니다.`);
  }
  if (compareCalendarDates(day, today) > 0) {
    return invalid('donation.future', '기부일이 오늘보다 늦을 수 없습니다.');
  }
  if (!(DONATION_METHODS as readonly string[]).includes(draft.method)) {
    return invalid('donation.method', '기부 방법을 골라 주세요.');
  }
  if (!(RECEIPT_CODES as readonly string[]).includes(draft.receiptCode)) {
    return invalid('donation.code', '영수증 코드(10 또는 40)를 골라 주세요.');
  }
  const memo = draft.memo.trim().replace(/\s+/gu, ' ');
  if (memo.length > DONATION_MEMO_MAX_LENGTH) {
    return invalid('donation.memo', `메모는 ${DONATION_MEMO_MAX_LENGTH}자 이내로 입력해 주세요.`);
  }
  if (draft.method === 'in-kind' && !memo) {
    return invalid(
      'donation.inKind',
      '현물 기부는 메모에 품명과 수량을 적어 주세요. 예) 도서 100권',
    );
  }
  return valid({
    fundId: draft.fundId.trim(),
    amount: amount.value,
    donatedOn: formatCalendarDate(day),
    method: draft.method,
    receiptCode: draft.receiptCode,
    memo: memo || null,
  });
}

/** Why a correction or a cancellation is made: required, one line. */
export function validateCorrectionReason(input: string): ValidationResult {
  const reason = input.trim().replace(/\s+/gu, ' ');
  if (!reason) return invalid('correction.reason', '고치거나 취소하는 까닭을 적어 주세요.');
  if (reason.length > CORRECTION_REASON_MAX_LENGTH) {
    return invalid(
      'correction.reasonLength',
      `까닭은 ${CORRECTION_REASON_MAX_LENGTH}자 이내로 적어 주세요.`,
    );
  }
  return valid(reason);
}

/** A fund as the office names and describes it. */
export interface FundDraft {
  readonly name: string;
  readonly description: string;
  readonly active: boolean;
}

export function validateFundDraft(draft: FundDraft): ValidationResult<FundDraft> {
  const name = draft.name.trim().replace(/\s+/gu, ' ');
  if (!name) return invalid('fund.name', '기금 이름을 입력해 주세요.');
  if (name.length > FUND_NAME_MAX_LENGTH) {
    return invalid(
      'fund.nameLength',
      `기금 이름은 ${FUND_NAME_MAX_LENGTH}자 이내로 입력해 주세요.`,
    );
  }
  // Every receipt of the fund's gifts prints its name.
  const printable = validateReceiptText(name, '기금 이름', 'fund.nameGlyph');
  if (!printable.ok) return invalid(printable.code, printable.message);
  const description = draft.description.trim();
  if (description.length > FUND_DESCRIPTION_MAX_LENGTH) {
    return invalid(
      'fund.description',
      `기금 설명은 ${FUND_DESCRIPTION_MAX_LENGTH}자 이내로 입력해 주세요.`,
    );
  }
  return valid({ name, description, active: draft.active });
}

/** A donor as the office sees them (never their resident number). */
export interface Donor {
  readonly donorId: string;
  readonly memberId: string | null;
  readonly kind: DonorKind;
  readonly name: string;
  readonly businessNumber: string | null;
  readonly phone: string | null;
  readonly email: string | null;
  readonly address: string | null;
  readonly graduationYear: number | null;
  readonly namedInHallOfFame: boolean;
  readonly updatedAt: string;
}

/** The office's refusals about records, said the same by the server and the fake. */
export const NO_SUCH_DONOR = '기부자를 찾을 수 없습니다.';
export const NO_SUCH_FUND = '기금을 찾을 수 없습니다.';
export const FUND_NAME_TAKEN = '같은 이름의 기금이 이미 있습니다.';
export const NO_SUCH_MEMBER = '그 아이디의 회원이 없습니다.';
export const DONATION_CHANGED_MEANWHILE =
  '그사이 다른 사람이 이 기부를 고쳤습니다. 새로 불러온 뒤 다시 고쳐 주십시오.';

export function closedFundRefusal(fundName: string): string {
  return `${withTopicParticle(fundName)} 모금을 마친 기금입니다. 다른 기금을 골라 주세요.`;
}

export function memberAlreadyDonorRefusal(donorName: string): string {
  return `그 회원은 이미 기부자 ${donorName} 님으로 등록되어 있습니다. 그 기부자를 골라 주세요.`;
}

/**
 * A donation's history is append-only: its first record, then each correction or cancellation as
 * a new record superseding the one it read. What each record says, in one place for the server
 * and the fake backend; who wrote it, when, and the record's own id stay theirs.
 */
export interface DonationRecordTerms extends ValidDonation {
  readonly donationId: string;
  /** The record this one replaces; null for a donation's first. */
  readonly supersedes: string | null;
  readonly donorId: string;
  readonly voided: boolean;
  /** Why it was corrected or cancelled; null for a donation's first record. */
  readonly reason: string | null;
}

/** A donation's first record: the donation takes the record's id, and it stands. */
export function firstDonationRecord(
  recordId: string,
  donorId: string,
  donation: ValidDonation,
): DonationRecordTerms & { readonly id: string } {
  return {
    id: recordId,
    donationId: recordId,
    supersedes: null,
    donorId,
    ...termsOf(donation),
    voided: false,
    reason: null,
  };
}

/**
 * A correction (the new terms) or a cancellation (the same terms, voided): the same donation and
 * donor as the record it supersedes, with the reason given.
 */
export function supersedingDonationRecord(
  before: { readonly id: string; readonly donationId: string; readonly donorId: string },
  after: ValidDonation & { readonly voided: boolean; readonly reason: string },
): DonationRecordTerms {
  return {
    donationId: before.donationId,
    supersedes: before.id,
    donorId: before.donorId,
    ...termsOf(after),
    voided: after.voided,
    reason: after.reason,
  };
}

/** Only a donation's terms, whatever else the record read carries. */
function termsOf(donation: ValidDonation): ValidDonation {
  const { fundId, amount, donatedOn, method, receiptCode, memo } = donation;
  return { fundId, amount, donatedOn, method, receiptCode, memo };
}
