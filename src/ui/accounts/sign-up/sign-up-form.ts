import type { Consents, MembershipApplication } from '../../../application/accounts';
import type { CalendarDate } from '../../../domain/shared/calendar/calendar-date';
import { validateEmail } from '../../../domain/shared/validation/email';
import {
  validatePassword,
  validatePasswordConfirmation,
} from '../../../domain/shared/validation/password';
import { validateUserId } from '../../../domain/shared/validation/user-id';
import type { ValidationResult } from '../../../domain/shared/validation/validation-result';
import { authCodeRule } from '../EmailCodeFields';
import {
  profileFieldRules,
  profileFieldsOf,
  type ProfileFormValues,
} from '../../shared/forms/profile-rules';
import { messageOf } from '../../shared/forms/rules';
import type { FieldRules } from '../../shared/forms/use-form';

/** What the sign-up form holds: text as typed, the address and the uploaded image's group. */
export interface SignUpValues extends ProfileFormValues {
  readonly userId: string;
  readonly password: string;
  readonly passwordConfirm: string;
  readonly email: string;
  readonly emailAuthCode: string;
  readonly profileImageMstId: string | null;
}

export const EMPTY_SIGN_UP: SignUpValues = {
  userId: '',
  password: '',
  passwordConfirm: '',
  name: '',
  birthDate: '',
  email: '',
  emailAuthCode: '',
  mobile: '',
  graduationYear: '',
  classNumber: '',
  course: '',
  company: '',
  jobTitle: '',
  address: null,
  profileImageMstId: null,
};

export { ADDRESS_REQUIRED } from '../../../domain/shared/member/profile-fields';

/** What the live check last learned about an id (format already checked by the domain). */
export type IdAvailabilityState =
  | { readonly state: 'idle' }
  | { readonly state: 'checking'; readonly userId: string }
  | { readonly state: 'available'; readonly userId: string; readonly message: string }
  | { readonly state: 'taken'; readonly userId: string; readonly message: string };

/** The id as it will be stored (lowercase, trimmed), or null when its format is wrong. */
export function normalisedUserId(input: string): string | null {
  const result = validateUserId(input);
  return result.ok ? result.value : null;
}

/**
 * The rules of every field; the profile's are the domain's (profile-rules.ts). The id's rule adds
 * what the live check learned: an id the server said is taken stays refused until it is changed.
 */
export function signUpRules(
  today: CalendarDate,
  idAvailability: IdAvailabilityState,
): FieldRules<SignUpValues> {
  return {
    userId: (value) => {
      const result = validateUserId(value);
      if (!result.ok) return result.message;
      return idAvailability.state === 'taken' && idAvailability.userId === result.value
        ? idAvailability.message
        : null;
    },
    password: (value, values) =>
      messageOf(validatePassword(value, { userId: values.userId.trim().toLowerCase() })),
    passwordConfirm: (value, values) =>
      messageOf(validatePasswordConfirmation(values.password, value)),
    ...profileFieldRules<SignUpValues>(today),
    email: (value) => messageOf(validateEmail(value)),
    emailAuthCode: authCodeRule,
  };
}

function valueOf<T>(result: ValidationResult<T>): T {
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

/** The request of a form whose every rule passed: each value as the shared rules write it. */
export function membershipApplicationOf(
  values: SignUpValues,
  consents: Consents,
  today: CalendarDate,
): MembershipApplication {
  return {
    userId: valueOf(validateUserId(values.userId)),
    password: values.password,
    ...profileFieldsOf(values, today),
    email: valueOf(validateEmail(values.email)),
    emailAuthCode: values.emailAuthCode.trim(),
    consents,
  };
}
