import {
  type CheckoutContext,
  type CheckoutDraft,
  type CheckoutField,
  type CheckoutOptions,
  type CheckoutRequest,
  checkoutRefusals,
  type DuesKind,
  type PaymentMethod,
  type CheckoutPurpose,
} from '../../domain/payments';
import { parseCalendarDate } from '../../domain/shared/calendar/calendar-date';
import type { FieldRules } from '../shared/forms/use-form';

/** 기부하기's form as typed: one value per field the domain's checkout names. */
export interface CheckoutValues {
  purpose: CheckoutPurpose;
  fundId: string;
  amount: string;
  chargeDay: string;
  duesKind: DuesKind | '';
  method: PaymentMethod | '';
  donorName: string;
  donorPhone: string;
  donorEmail: string;
  wantsReceipt: boolean;
  residentNumber: string;
  residentNumberConsent: boolean;
  namedInHallOfFame: boolean;
  consentTerms: boolean;
  consentPrivacy: boolean;
}

/** The form's first values: a member's details, the first open fund, dues when asked for. */
export function initialCheckoutValues(
  options: CheckoutOptions,
  wantsDues: boolean,
): CheckoutValues {
  const dues = wantsDues && options.member !== null && options.dues.length > 0;
  return {
    purpose: dues ? 'dues' : 'gift',
    fundId: options.funds.length === 1 ? (options.funds[0]?.fundId ?? '') : '',
    amount: '',
    chargeDay: '',
    duesKind: dues && options.dues.length === 1 ? (options.dues[0]?.kind ?? '') : '',
    method: options.methods.length === 1 ? (options.methods[0] ?? '') : '',
    donorName: options.member?.name ?? '',
    donorPhone: options.member?.phone ?? '',
    donorEmail: options.member?.email ?? '',
    wantsReceipt: !dues,
    residentNumber: '',
    residentNumberConsent: false,
    namedInHallOfFame: false,
    consentTerms: false,
    consentPrivacy: false,
  };
}

/** What the server is sent (the member is the session's, never the form's). */
export function checkoutRequestOf(values: CheckoutValues): CheckoutRequest {
  const dues = values.purpose === 'dues';
  return {
    purpose: values.purpose,
    fundId: dues ? '' : values.fundId,
    amount: dues ? 0 : values.amount,
    chargeDay: values.purpose === 'pledge' ? values.chargeDay : '',
    duesKind: dues && values.duesKind !== '' ? values.duesKind : null,
    method: values.method,
    donor: { name: values.donorName, phone: values.donorPhone, email: values.donorEmail },
    wantsReceipt: !dues && values.wantsReceipt,
    residentNumber: !dues && values.wantsReceipt ? values.residentNumber : '',
    residentNumberConsent: !dues && values.wantsReceipt && values.residentNumberConsent,
    namedInHallOfFame: !dues && values.namedInHallOfFame,
    consents: { terms: values.consentTerms, privacy: values.consentPrivacy },
  };
}

/** The domain's context of the checkout, from the server's options. */
export function checkoutContextOf(options: CheckoutOptions): CheckoutContext {
  const today = parseCalendarDate(options.today);
  if (!today) throw new RangeError(`Not a day: ${options.today}`);
  return {
    today,
    // The options list the open funds only.
    funds: options.funds.map((fund) => ({ ...fund, active: true })),
    dues: options.dues,
    paidDues: options.paidDues.flatMap((paid) => {
      const paidOn = parseCalendarDate(paid.paidOn);
      return paidOn ? [{ ...paid, paidOn }] : [];
    }),
  };
}

function draftOf(values: CheckoutValues, member: boolean): CheckoutDraft {
  const request = checkoutRequestOf(values);
  return { ...request, donor: { ...request.donor, memberId: member ? 'member' : null } };
}

const FIELDS: readonly CheckoutField[] = [
  'purpose',
  'fundId',
  'amount',
  'chargeDay',
  'duesKind',
  'method',
  'donorName',
  'donorPhone',
  'donorEmail',
  'wantsReceipt',
  'residentNumber',
  'residentNumberConsent',
  'namedInHallOfFame',
  'consentTerms',
  'consentPrivacy',
];

/** Each field's rule: the domain's refusal of it (checkoutRefusals), the same the server says. */
export function checkoutRules(options: CheckoutOptions): FieldRules<CheckoutValues> {
  const context = checkoutContextOf(options);
  const member = options.member !== null;
  return Object.fromEntries(
    FIELDS.map((field) => [
      field,
      (_value: unknown, values: CheckoutValues) =>
        checkoutRefusals(draftOf(values, member), context)[field] ?? null,
    ]),
  );
}
