import {
  COMPANY_MAX_LENGTH,
  COURSE_MAX_LENGTH,
  JOB_TITLE_MAX_LENGTH,
} from '../../../domain/shared/member/member-profile';
import { withTopicParticle } from '../../../domain/shared/text/korean-particles';
import { freeTextMessage } from './rules';

/** Rules of the profile's free-text fields, shared by sign-up and my info. */

export function courseMessage(input: string): string | null {
  const text = input.trim();
  if (!text) return '계열·학과를 입력해 주세요.';
  return freeTextMessage(input, '계열·학과') ?? lengthMessage(text, COURSE_MAX_LENGTH, '계열·학과');
}

/** An optional text: its characters and length are checked. `label` names it (직장명). */
export function optionalTextMessage(label: string, max: number) {
  return (input: string): string | null =>
    freeTextMessage(input, label) ?? lengthMessage(input.trim(), max, label);
}

export const companyMessage = optionalTextMessage('직장명', COMPANY_MAX_LENGTH);
export const jobTitleMessage = optionalTextMessage('직위', JOB_TITLE_MAX_LENGTH);

function lengthMessage(text: string, max: number, label: string): string | null {
  return [...text].length > max
    ? `${withTopicParticle(label)} ${max}자까지 입력할 수 있습니다.`
    : null;
}
