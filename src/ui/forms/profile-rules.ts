import { COURSE_MAX_LENGTH } from '../../domain/member/member-profile';

/** Rules of the profile's free-text fields, shared by sign-up and my info. */

export function courseMessage(input: string): string | null {
  const text = input.trim();
  if (!text) return '계열·학과를 입력해 주세요.';
  return lengthMessage(text, COURSE_MAX_LENGTH, '계열·학과는');
}

/** An optional text: only its length is checked. `subject` names it with its particle. */
export function optionalTextMessage(subject: string, max: number) {
  return (input: string): string | null => lengthMessage(input.trim(), max, subject);
}

function lengthMessage(text: string, max: number, subject: string): string | null {
  return [...text].length > max ? `${subject} ${max}자까지 입력할 수 있습니다.` : null;
}
