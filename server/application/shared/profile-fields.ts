import type { AddressBody } from '../../../src/contract/shared/member-schemas';
import type { PostalAddress } from '../../../src/domain/shared/address/address';
import { addressCodesAgree } from '../../../src/domain/shared/address/address-rules';
import { withDistrictNames } from '../../../src/domain/shared/address/legal-districts';
import type { CalendarDate } from '../../../src/domain/shared/calendar/calendar-date';
import { validateBirthDate } from '../../../src/domain/shared/validation/birth-date';
import {
  validateClassNumber,
  validateGraduationYear,
} from '../../../src/domain/shared/validation/graduation';
import { validateMobilePhone } from '../../../src/domain/shared/validation/mobile-phone';
import { FIELD_LABELS } from '../../../src/contract/shared/field-labels';
import { validateFreeText } from '../../../src/domain/shared/text/free-text';
import { validatePersonName } from '../../../src/domain/shared/validation/person-name';
import { AppError, requireValid } from './app-error';

export interface ProfileFieldsInput {
  readonly name: string;
  readonly birthDate: string;
  readonly mobile: string;
  readonly graduationYear: number;
  readonly classNumber: number;
  readonly course: string;
  readonly company: string | null;
  readonly jobTitle: string | null;
  readonly address: AddressBody | null;
}

export interface ProfileFields {
  readonly name: string;
  readonly birthDate: string;
  readonly mobile: string;
  readonly graduationYear: number;
  readonly classNumber: number;
  readonly course: string;
  readonly company: string | null;
  readonly jobTitle: string | null;
  readonly address: PostalAddress | null;
}

/**
 * The member's own fields, checked with the shared rules and normalised as they will be stored.
 * Sign-up and "my info" use the same checks.
 */
export function validatedProfileFields(
  input: ProfileFieldsInput,
  today: CalendarDate,
): ProfileFields {
  const birthDate = requireValid(validateBirthDate(input.birthDate, today));
  return {
    name: requireValid(validatePersonName(input.name)),
    birthDate,
    mobile: requireValid(validateMobilePhone(input.mobile)),
    // The forms' rules, on the numbers the contract has already checked to be integers.
    graduationYear: requireValid(
      validateGraduationYear(String(input.graduationYear), today, birthDate),
    ),
    classNumber: requireValid(validateClassNumber(String(input.classNumber))),
    course: freeText(input.course, 'course').trim(),
    company: input.company === null ? null : freeText(input.company, 'company').trim() || null,
    jobTitle: input.jobTitle === null ? null : freeText(input.jobTitle, 'jobTitle').trim() || null,
    address: input.address ? validatedAddress(input.address) : null,
  };
}

/**
 * A field as free text (the domain's rule: no control, bidirectional or zero-width characters,
 * NFC), refused with its Korean name. The HTTP layer checks every string already; this keeps the
 * rule with the use case whoever calls it.
 */
function freeText(input: string, field: keyof typeof FIELD_LABELS): string {
  return requireValid(validateFreeText(input, FIELD_LABELS[field] ?? field));
}

/**
 * An address as the postal search gives it, whose codes agree with each other, or one typed by
 * hand when the search could not be used: no 시·군·구 code (`sgg` empty) and the code of one of
 * the 17 시·도. Its 시·도 and 시·군·구 names are the server's names of its codes, not the text
 * that came with it: others see them in the directory.
 */
function validatedAddress(address: AddressBody): PostalAddress {
  if (!addressCodesAgree(address)) {
    throw new AppError('invalidInput', '주소를 다시 검색해 주세요.');
  }
  const addr = freeText(address.addr, 'addr').trim();
  if (!addr) throw new AppError('invalidInput', '도로명주소를 입력해 주세요.');
  return withDistrictNames({
    zonecode: address.zonecode,
    addr,
    daddr: freeText(address.daddr, 'daddr').trim(),
    city: address.city,
    sgg: address.sgg,
    sido: '',
    sigungu: '',
  });
}
