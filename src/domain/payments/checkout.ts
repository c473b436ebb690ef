import {
  amountReadingOf,
  type DonationFund,
  maskResidentNumber,
  RESIDENT_NUMBER_CONSENT,
  validateDonationAmount,
  validateResidentNumber,
} from '../donations';
import type { CalendarDate } from '../shared/calendar/calendar-date';
import { formatKoreanAmount } from '../shared/format/korean-amount';
import { validateEmail } from '../shared/validation/email';
import { validateMobilePhone } from '../shared/validation/mobile-phone';
import { validatePersonName } from '../shared/validation/person-name';
import {
  DUES_NOT_DONATION,
  duesAmountOf,
  type DuesDefinition,
  type DuesKind,
  duesPaymentRefusal,
  type PaidDues,
} from './dues';
import { methodsFor, type PaymentMethod } from './methods';
import { type ChargeDay, validateChargeDay } from './pledges';
import { CHECKOUT_PURPOSES, type CheckoutPurpose } from './purpose';

/**
 * The checkout of /contribution/donate (기부하기) and of dues (issue 31, items 1, 4, 5): what it
 * asks and every check on it, for the form, the contract, the server and the fake alike.
 *
 * - Gifts and pledges go to an open fund, in whole won within the donations' limits; dues cost
 *   what the office set for them, whatever the draft says.
 * - Pledges and dues need a signed-in member (a pledge is managed in /me, dues are a member's);
 *   a visitor gives once, with name, mobile and e-mail.
 * - A receipt is optional; with one, the resident number is optional too and follows the
 *   receipt rules (its own consent, checked, stored encrypted, shown masked). Dues get a payment
 *   confirmation, not a receipt, and are not in the hall of fame.
 */

export const CHECKOUT_AMOUNT_PRESETS = [10_000, 30_000, 50_000, 100_000] as const;

/** A preset as its button reads (10000 → 1만원). */
export function amountPresetLabel(won: number): string {
  return formatKoreanAmount(won);
}

/** The 만원 reading under a typed amount ("35,000" → "3만 5,000원"), or null. */
export function checkoutAmountReading(text: string): string | null {
  return amountReadingOf(text);
}

/** The funds a checkout offers: the open ones. */
export function openFunds(funds: readonly DonationFund[]): DonationFund[] {
  return funds.filter((fund) => fund.active);
}

export const CHECKOUT_CONSENTS = ['terms', 'privacy'] as const;
export type CheckoutConsent = (typeof CHECKOUT_CONSENTS)[number];

export const CHECKOUT_CONSENT_TEXTS: Readonly<Record<CheckoutConsent, string>> = {
  terms:
    '결제는 결제대행사(토스페이먼츠)를 통해 이루어지며, 결제가 완료된 기부금은 기부자의 요청과 ' +
    '관계 법령에 따른 경우 외에는 돌려받을 수 없음을 확인합니다.',
  privacy:
    '총동문회는 기부·회비 처리, 기부금영수증과 납부 확인서 발급, 감사 인사를 위해 이름, 휴대전화 ' +
    '번호, 이메일 주소를 받으며, 기부금 관련 기록은 관계 법령에 따라 5년간 보관합니다. 결제 처리를 ' +
    '위해 결제대행사(토스페이먼츠)에 결제 정보가 전달됩니다.',
};

export const CHECKOUT_CONSENT_LABELS: Readonly<Record<CheckoutConsent, string>> = {
  terms: '결제 및 기부 안내에 동의합니다. (필수)',
  privacy: '개인정보 수집·이용에 동의합니다. (필수)',
};

/** The resident number's own consent, as on the receipt pages. */
export const CHECKOUT_RESIDENT_NUMBER_CONSENT = RESIDENT_NUMBER_CONSENT;

export interface CheckoutDonorDraft {
  /** The signed-in member, whose details prefill the rest; null for a visitor. */
  readonly memberId: string | null;
  readonly name: string;
  readonly phone: string;
  readonly email: string;
}

/** What the checkout form holds, as typed. */
export interface CheckoutDraft {
  /** Never `event`: an event's fee is priced from its registration, not typed here. */
  readonly purpose: CheckoutPurpose;
  /** Gifts and pledges. */
  readonly fundId: string;
  /** Gifts and pledges; dues cost what the office set. */
  readonly amount: number | string;
  /** Pledges: 1–28 or 말일. */
  readonly chargeDay: number | string;
  /** Dues. */
  readonly duesKind: DuesKind | null;
  readonly method: PaymentMethod | '';
  readonly donor: CheckoutDonorDraft;
  readonly wantsReceipt: boolean;
  readonly residentNumber: string;
  readonly residentNumberConsent: boolean;
  readonly namedInHallOfFame: boolean;
  readonly consents: Readonly<Record<CheckoutConsent, boolean>>;
}

/** What the checkout is checked against: the funds, the dues the office set, the member's dues. */
export interface CheckoutContext {
  readonly today: CalendarDate;
  readonly funds: readonly DonationFund[];
  readonly dues: readonly DuesDefinition[];
  /** The signed-in member's paid dues (empty for a visitor). */
  readonly paidDues: readonly PaidDues[];
}

export type CheckoutField =
  | 'purpose'
  | 'fundId'
  | 'amount'
  | 'chargeDay'
  | 'duesKind'
  | 'method'
  | 'donorName'
  | 'donorPhone'
  | 'donorEmail'
  | 'wantsReceipt'
  | 'residentNumber'
  | 'residentNumberConsent'
  | 'namedInHallOfFame'
  | 'consentTerms'
  | 'consentPrivacy';

/** Field → the Korean sentence shown next to it. */
export type CheckoutRefusals = Partial<Record<CheckoutField, string>>;

/** A checked checkout: what the server prices an order from. */
export interface Checkout {
  readonly purpose: CheckoutPurpose;
  readonly fundId: string | null;
  /** Whole won. */
  readonly amount: number;
  readonly chargeDay: ChargeDay | null;
  readonly dues: { readonly kind: DuesKind; readonly year: number | null } | null;
  readonly method: PaymentMethod;
  readonly donor: {
    readonly memberId: string | null;
    readonly name: string;
    readonly phone: string;
    readonly email: string;
  };
  readonly wantsReceipt: boolean;
  /** Given with its consent: the number to encrypt and its masked form to show. */
  readonly residentNumber: { readonly number: string; readonly masked: string } | null;
  readonly namedInHallOfFame: boolean;
}

export type CheckoutReading =
  | { readonly ok: true; readonly checkout: Checkout }
  | { readonly ok: false; readonly refusals: CheckoutRefusals };

export const RESIDENT_NUMBER_CONSENT_NEEDED =
  '주민등록번호를 저장하려면 수집·이용에 동의해 주세요.';

export function checkoutRefusals(draft: CheckoutDraft, context: CheckoutContext): CheckoutRefusals {
  const reading = readCheckout(draft, context);
  return reading.ok ? {} : reading.refusals;
}

export function readCheckout(draft: CheckoutDraft, context: CheckoutContext): CheckoutReading {
  const refusals: CheckoutRefusals = {};
  const refuse = (field: CheckoutField, message: string) => {
    refusals[field] ??= message;
  };
  if (!CHECKOUT_PURPOSES.includes(draft.purpose)) refuse('purpose', '무엇을 내실지 골라 주세요.');
  const member = draft.donor.memberId !== null;
  if (draft.purpose === 'pledge' && !member) {
    refuse('purpose', '정기 기부는 매월 결제를 내 정보에서 관리하므로 로그인한 뒤 신청해 주세요.');
  }
  if (draft.purpose === 'dues' && !member)
    refuse('purpose', '회비는 로그인한 회원만 낼 수 있습니다.');

  const donation = draft.purpose !== 'dues';
  const fundId = donation ? checkFund(draft.fundId, context.funds, refuse) : null;
  const chargeDay = draft.purpose === 'pledge' ? checkChargeDay(draft.chargeDay, refuse) : null;
  const dues = draft.purpose === 'dues' ? checkDues(draft.duesKind, context, refuse) : null;
  let amount = dues?.amount ?? 0;
  if (donation) {
    const checked = validateDonationAmount(draft.amount);
    if (checked.ok) amount = checked.value;
    else refuse('amount', checked.message);
  }

  const method = draft.method;
  if (method === '' || !methodsFor(draft.purpose).includes(method)) {
    refuse(
      'method',
      draft.purpose === 'pledge' && method !== ''
        ? '정기 기부는 카드 자동결제나 총동문회 계좌 입금으로만 할 수 있습니다.'
        : '결제 수단을 골라 주세요.',
    );
  }

  const donor = checkDonor(draft.donor, refuse);
  const residentNumber = checkReceipt(draft, context.today, refuse);
  if (!donation && draft.namedInHallOfFame) {
    refuse('namedInHallOfFame', '회비는 명예의 전당에 오르지 않습니다.');
  }
  if (!draft.consents.terms) refuse('consentTerms', '결제 및 기부 안내에 동의해 주세요.');
  if (!draft.consents.privacy) refuse('consentPrivacy', '개인정보 수집·이용에 동의해 주세요.');

  if (Object.keys(refusals).length > 0 || method === '') return { ok: false, refusals };
  return {
    ok: true,
    checkout: {
      purpose: draft.purpose,
      fundId,
      amount,
      chargeDay,
      dues: dues ? { kind: dues.kind, year: dues.year } : null,
      method,
      donor,
      wantsReceipt: donation && draft.wantsReceipt,
      residentNumber,
      namedInHallOfFame: donation && draft.namedInHallOfFame,
    },
  };
}

type Refuse = (field: CheckoutField, message: string) => void;

function checkFund(fundId: string, funds: readonly DonationFund[], refuse: Refuse): string | null {
  const fund = funds.find((each) => each.fundId === fundId);
  if (!fund) refuse('fundId', '기부할 기금을 골라 주세요.');
  else if (!fund.active)
    refuse('fundId', '이 기금은 지금 기부를 받지 않습니다. 다른 기금을 골라 주세요.');
  return fund?.active ? fund.fundId : null;
}

function checkChargeDay(input: number | string, refuse: Refuse): ChargeDay | null {
  const checked = validateChargeDay(input);
  if (checked.ok) return checked.value;
  refuse('chargeDay', checked.message);
  return null;
}

function checkDues(
  kind: DuesKind | null,
  context: CheckoutContext,
  refuse: Refuse,
): { kind: DuesKind; year: number | null; amount: number } | null {
  if (kind === null) {
    refuse('duesKind', '낼 회비를 골라 주세요.');
    return null;
  }
  const year = context.today.year;
  const refusal = duesPaymentRefusal(kind, year, context.dues, context.paidDues);
  const amount = duesAmountOf(kind, year, context.dues);
  if (refusal || amount === null) {
    refuse('duesKind', refusal ?? '낼 회비를 골라 주세요.');
    return null;
  }
  return { kind, year: kind === 'annual' ? year : null, amount };
}

function checkDonor(donor: CheckoutDonorDraft, refuse: Refuse): Checkout['donor'] {
  const name = validatePersonName(donor.name);
  const phone = validateMobilePhone(donor.phone);
  const email = validateEmail(donor.email);
  if (!name.ok) refuse('donorName', name.message);
  if (!phone.ok) refuse('donorPhone', phone.message);
  if (!email.ok) refuse('donorEmail', email.message);
  return {
    memberId: donor.memberId,
    name: name.ok ? name.value : '',
    phone: phone.ok ? phone.value : '',
    email: email.ok ? email.value : '',
  };
}

/** The receipt wish: none for dues; the resident number optional, with its own consent. */
function checkReceipt(
  draft: CheckoutDraft,
  today: CalendarDate,
  refuse: Refuse,
): Checkout['residentNumber'] {
  if (draft.purpose === 'dues') {
    if (draft.wantsReceipt) refuse('wantsReceipt', DUES_NOT_DONATION);
    return null;
  }
  if (!draft.wantsReceipt || draft.residentNumber.trim() === '') return null;
  const checked = validateResidentNumber(draft.residentNumber, today);
  if (!checked.ok) {
    refuse('residentNumber', checked.message);
    return null;
  }
  if (!draft.residentNumberConsent) {
    refuse('residentNumberConsent', RESIDENT_NUMBER_CONSENT_NEEDED);
    return null;
  }
  return { number: checked.value, masked: maskResidentNumber(checked.value) };
}
