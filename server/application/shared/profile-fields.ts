import {
  checkProfileFields,
  type ProfileFields,
  type ProfileFieldsInput,
} from '../../../src/domain/shared/member/profile-fields';
import type { CalendarDate } from '../../../src/domain/shared/calendar/calendar-date';
import { AppError } from './app-error';

/**
 * The member's own fields, checked and normalised by the domain's rule (the same the forms and
 * the fake backend use), or refused with the first problem's Korean message. Sign-up and
 * "my info" both use it.
 */
export function validatedProfileFields(
  input: ProfileFieldsInput,
  today: CalendarDate,
): ProfileFields {
  const checked = checkProfileFields(input, today);
  if (!checked.ok) throw new AppError('invalidInput', checked.message);
  return checked.value;
}
