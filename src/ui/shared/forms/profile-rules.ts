import type { PostalAddress } from '../../../domain/shared/address/address';
import type { CalendarDate } from '../../../domain/shared/calendar/calendar-date';
import {
  checkProfileFields,
  PROFILE_FIELD_RULES,
  type ProfileFieldName,
  type ProfileFields,
} from '../../../domain/shared/member/profile-fields';
import type { FieldRules } from './use-form';

/** The profile's fields as a form holds them: text as typed, and the address. */
export interface ProfileFormValues {
  readonly name: string;
  readonly birthDate: string;
  readonly mobile: string;
  readonly graduationYear: string;
  readonly classNumber: string;
  readonly course: string;
  readonly company: string;
  readonly jobTitle: string;
  readonly address: PostalAddress | null;
}

/**
 * The form rules of the profile's fields (sign-up and my info): the domain's rule of each field
 * (domain/shared/member/profile-fields.ts), the same the server and the fake backend check.
 */
export function profileFieldRules<V extends ProfileFormValues>(today: CalendarDate): FieldRules<V> {
  const rules: Partial<Record<ProfileFieldName, (value: unknown, values: V) => string | null>> = {};
  for (const field of Object.keys(PROFILE_FIELD_RULES) as ProfileFieldName[]) {
    rules[field] = (value, values) => {
      const result = PROFILE_FIELD_RULES[field]({ ...values, [field]: value }, today);
      return result.ok ? null : result.message;
    };
  }
  return rules;
}

/** The fields of a form whose every rule passed, as they will be stored and sent. */
export function profileFieldsOf(values: ProfileFormValues, today: CalendarDate): ProfileFields {
  const checked = checkProfileFields(values, today);
  if (!checked.ok) throw new Error(checked.message);
  return checked.value;
}
