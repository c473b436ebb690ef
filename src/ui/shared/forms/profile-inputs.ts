import type { InputHTMLAttributes } from 'react';
import {
  PROFILE_LIMITS,
  type ProfileFieldName,
} from '../../../domain/shared/member/profile-fields';

type ProfileInput = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'autoComplete' | 'maxLength'
> & { readonly required?: true };

/**
 * How each text field of a member's profile is typed, wherever a form asks for it (sign-up, my
 * info, account recovery): the keyboard, the browser's autofill and the length the domain allows.
 * The forms keep their own hints and layout; spread one on a TextField, or let ProfileFieldInputs
 * render the fields.
 */
export const PROFILE_INPUTS = {
  name: { autoComplete: 'name', maxLength: PROFILE_LIMITS.name.maxLength, required: true },
  // Text, not type="date": date pickers make a birth year decades back slow to reach on Korean
  // phones and are read unevenly by screen readers; a numeric keypad and 8 digits (or
  // YYYY-MM-DD) work everywhere.
  birthDate: {
    inputMode: 'numeric',
    autoComplete: 'bday',
    maxLength: PROFILE_LIMITS.birthDate.maxLength,
    required: true,
  },
  mobile: {
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel',
    maxLength: PROFILE_LIMITS.mobile.maxLength,
    required: true,
  },
  graduationYear: {
    inputMode: 'numeric',
    maxLength: PROFILE_LIMITS.graduationYear.inputLength,
    required: true,
  },
  classNumber: {
    inputMode: 'numeric',
    maxLength: PROFILE_LIMITS.classNumber.inputLength,
    required: true,
  },
  course: { maxLength: PROFILE_LIMITS.course.maxLength, required: true },
  company: { autoComplete: 'organization', maxLength: PROFILE_LIMITS.company.maxLength },
  jobTitle: { autoComplete: 'organization-title', maxLength: PROFILE_LIMITS.jobTitle.maxLength },
} as const satisfies Record<Exclude<ProfileFieldName, 'address'>, ProfileInput>;

export type ProfileInputName = keyof typeof PROFILE_INPUTS;

/** The usual label of each profile field; a form may word one otherwise (ProfileFieldInputs). */
export const PROFILE_LABELS: Readonly<Record<ProfileInputName, string>> = {
  name: '이름',
  birthDate: '생년월일',
  mobile: '휴대전화',
  graduationYear: '졸업 연도',
  classNumber: '기수',
  course: '계열·학과',
  company: '직장',
  jobTitle: '직위',
};
