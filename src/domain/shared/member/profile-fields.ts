import type { PostalAddress } from '../address/address';
import {
  addressCodesAgree,
  addressProblem,
  DETAIL_ADDRESS_MAX_LENGTH,
  ROAD_ADDRESS_MAX_LENGTH,
} from '../address/address-rules';
import { withDistrictNames } from '../address/legal-districts';
import type { CalendarDate } from '../calendar/calendar-date';
import { validateFreeText } from '../text/free-text';
import { withObjectParticle, withTopicParticle } from '../text/korean-particles';
import { validateBirthDate } from '../validation/birth-date';
import {
  EARLIEST_GRADUATION_YEAR,
  MAX_CLASS_NUMBER,
  validateClassNumber,
  validateGraduationYear,
} from '../validation/graduation';
import { validateMobilePhone } from '../validation/mobile-phone';
import { NAME_MAX_LENGTH_LATIN, validatePersonName } from '../validation/person-name';
import { invalid, valid, type ValidationResult } from '../validation/validation-result';

/**
 * A member's profile fields (sign-up and "my info"): each one's rule, written once and used by
 * the sign-up form, the my-info form, the server and the fake backend, with every limit the
 * contract's schemas and the forms' inputs read.
 */

/** The limits of the profile's fields (lengths in characters). */
export const PROFILE_LIMITS = {
  /** A Latin-letter name may be longer than a Hangul one (validation/person-name.ts). */
  name: { maxLength: NAME_MAX_LENGTH_LATIN },
  /** YYYY-MM-DD, or as typed with dots or without separators. */
  birthDate: { maxLength: 10 },
  /** 010-1234-5678, or as typed. */
  mobile: { maxLength: 20 },
  /**
   * The form allows up to next year (rules in validation/graduation.ts); the contract's schema
   * takes a fixed range it can state, and the rule checks the rest.
   */
  /** The input takes "1999" or "1999년" (the rule drops 년). */
  graduationYear: { min: EARLIEST_GRADUATION_YEAR, schemaMax: 2100, inputLength: 5 },
  /** The input takes "45", "45기" or "제 45 기" (the rule drops them). */
  classNumber: { min: 1, max: MAX_CLASS_NUMBER, inputLength: 6 },
  /** 계열·학과 */
  course: { maxLength: 50 },
  company: { maxLength: 100 },
  jobTitle: { maxLength: 50 },
  addr: { maxLength: ROAD_ADDRESS_MAX_LENGTH },
  daddr: { maxLength: DETAIL_ADDRESS_MAX_LENGTH },
} as const;

/** The profile's fields as typed or sent: numbers may still be text. */
export interface ProfileFieldsInput {
  readonly name: string;
  readonly birthDate: string;
  readonly mobile: string;
  readonly graduationYear: string | number;
  readonly classNumber: string | number;
  readonly course: string;
  readonly company: string | null;
  readonly jobTitle: string | null;
  readonly address: PostalAddress | null;
}

/** The profile's fields as stored: normalised, numbers as numbers, the address named. */
export interface ProfileFields {
  readonly name: string;
  /** YYYY-MM-DD */
  readonly birthDate: string;
  /** 010-1234-5678 */
  readonly mobile: string;
  /** Year of graduation, e.g. 1998. */
  readonly graduationYear: number;
  /** Class number (기수), e.g. 45 for the 45th graduating class. */
  readonly classNumber: number;
  /** Course or department (계열·학과). */
  readonly course: string;
  readonly company: string | null;
  readonly jobTitle: string | null;
  readonly address: PostalAddress | null;
}

export type ProfileFieldName = keyof ProfileFieldsInput;

/** The first field to mend, with the Korean sentence to show by it. */
export interface ProfileProblem {
  readonly field: ProfileFieldName;
  readonly code: string;
  readonly message: string;
}

/** The address is optional, as the privacy policy lists it among the optional items. */
export const ADDRESS_REQUIRED = false;

/** Korean names of the free-text fields, as their messages say them. */
const LABELS = { course: '계열·학과', company: '직장명', jobTitle: '직위' } as const;

type FieldRule<K extends ProfileFieldName> = (
  input: ProfileFieldsInput,
  today: CalendarDate,
) => ValidationResult<ProfileFields[K]>;

/**
 * Each field's rule, in the order the forms show them. A rule sees the whole input: the
 * graduation year is checked against the birth date when that one is valid.
 */
export const PROFILE_FIELD_RULES: { readonly [K in ProfileFieldName]: FieldRule<K> } = {
  name: (input) => validatePersonName(input.name),
  birthDate: (input, today) => validateBirthDate(input.birthDate, today),
  mobile: (input) => validateMobilePhone(input.mobile),
  graduationYear: (input, today) => {
    const birth = validateBirthDate(input.birthDate, today);
    return validateGraduationYear(
      String(input.graduationYear),
      today,
      birth.ok ? birth.value : undefined,
    );
  },
  classNumber: (input) => validateClassNumber(String(input.classNumber)),
  course: (input) => requiredText(input.course, 'course'),
  company: (input) => optionalText(input.company, 'company'),
  jobTitle: (input) => optionalText(input.jobTitle, 'jobTitle'),
  address: (input) => validateAddress(input.address),
};

/** Every field checked and normalised as it will be stored, or the first problem, in form order. */
export function checkProfileFields(
  input: ProfileFieldsInput,
  today: CalendarDate,
):
  { readonly ok: true; readonly value: ProfileFields } | ({ readonly ok: false } & ProfileProblem) {
  const fields: Record<string, unknown> = {};
  for (const field of Object.keys(PROFILE_FIELD_RULES) as ProfileFieldName[]) {
    const result = (PROFILE_FIELD_RULES[field] as FieldRule<typeof field>)(input, today);
    if (!result.ok) return { ok: false, field, code: result.code, message: result.message };
    fields[field] = result.value;
  }
  return { ok: true, value: fields as unknown as ProfileFields };
}

/** A required text: free text, trimmed, not empty, within its length. */
function requiredText(input: string, field: keyof typeof LABELS): ValidationResult {
  const label = LABELS[field];
  if (!input.trim()) return invalid('text.required', `${withObjectParticle(label)} 입력해 주세요.`);
  return boundedText(input, field);
}

/** An optional text: null or blank is none; else free text, trimmed, within its length. */
function optionalText(
  input: string | null,
  field: keyof typeof LABELS,
): ValidationResult<string | null> {
  if (input === null || !input.trim()) {
    // Refused characters are refused even among spaces.
    return input === null ? valid(null) : mapValid(boundedText(input, field), () => null);
  }
  return boundedText(input, field);
}

function boundedText(input: string, field: keyof typeof LABELS): ValidationResult {
  const label = LABELS[field];
  const text = validateFreeText(input, label);
  if (!text.ok) return text;
  const trimmed = text.value.trim();
  const max = PROFILE_LIMITS[field].maxLength;
  if ([...trimmed].length > max) {
    return invalid('text.tooLong', `${withTopicParticle(label)} ${max}자까지 입력할 수 있습니다.`);
  }
  return valid(trimmed);
}

/**
 * An address as the postal search gives it (its codes agreeing), or typed by hand when the search
 * could not be used (no 시·군·구 code and the code of one of the 17 시·도), or none
 * (ADDRESS_REQUIRED). Its 시·도 and 시·군·구 names are the names of
 * its codes, not the text that came with it: others see them in the directory.
 */
function validateAddress(address: PostalAddress | null): ValidationResult<PostalAddress | null> {
  // Codes that were sent but disagree did not come from the search nor from the form's list of
  // 시·도: the address is searched again (an address typed by hand with no 시·도 chosen yet is
  // told to choose one, below).
  if (address && address.city !== '' && !addressCodesAgree(address)) {
    return invalid('address.search', '주소를 다시 검색해 주세요.');
  }
  const problem = addressProblem(address, ADDRESS_REQUIRED);
  if (problem) return invalid(`address.${problem.part}`, problem.message);
  if (!address) return valid(null);
  return valid(
    withDistrictNames({
      ...address,
      addr: address.addr.normalize('NFC').trim(),
      daddr: address.daddr.normalize('NFC').trim(),
      sido: '',
      sigungu: '',
    }),
  );
}

function mapValid<T, U>(result: ValidationResult<T>, map: (value: T) => U): ValidationResult<U> {
  return result.ok ? valid(map(result.value)) : result;
}
