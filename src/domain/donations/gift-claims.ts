import { formatNumber } from '../shared/format/number-format';
import { digitsOnly } from '../shared/validation/validation-result';

/**
 * Issue 31: a gift given as a visitor (an outside donor: no member account) may be claimed by
 * the member who gave it, once their account shows the same person. All three must agree, so a
 * shared name or a family phone alone never hands someone else's gifts over.
 */
export interface ClaimIdentity {
  readonly name: string;
  readonly phone: string | null;
  readonly email: string | null;
}

/** The code mailed to confirm a claim is good this long. */
export const GIFT_CLAIM_CODE_TTL_MS = 10 * 60 * 1000;

/** Wrong codes allowed before the claim is refused for a while. */
export const GIFT_CLAIM_WRONG_CODES = 5;

function mobileDigits(phone: string | null): string {
  return phone === null ? '' : digitsOnly(phone).replace(/^\+?82/u, '0');
}

function mailbox(email: string | null): string {
  return email === null ? '' : email.trim().toLowerCase();
}

/**
 * Whether an outside donor is the member: the same name as written (trimmed), the same mobile
 * digits, and the same e-mail (case-insensitive). A missing phone or e-mail never matches.
 */
export function isClaimableBy(donor: ClaimIdentity, member: ClaimIdentity): boolean {
  const phone = mobileDigits(member.phone);
  const email = mailbox(member.email);
  return (
    donor.name.trim() === member.name.trim() &&
    phone !== '' &&
    mobileDigits(donor.phone) === phone &&
    email !== '' &&
    mailbox(donor.email) === email
  );
}

/** The digits a donor's phone is matched by (the repository compares these). */
export function claimPhoneDigits(phone: string): string {
  return mobileDigits(phone);
}

export const GIFT_CLAIM_TEXTS = {
  sendCode: '확인 코드 받기',
  codeSent: (email: string) => `${email}(으)로 확인 코드를 보냈습니다. 10분 안에 입력해 주세요.`,
  codeLabel: '확인 코드',
  confirm: '가져오기',
  done: (count: number) => `기부 ${formatNumber(count)}건을 내 기부 내역으로 가져왔습니다.`,
  nothingToClaim: '가져올 비회원 기부가 없습니다.',
  wrongCode: '확인 코드가 맞지 않거나 시간이 지났습니다. 새 코드를 받아 주세요.',
  noEmail: '회원 정보에 이메일이 없어 확인 코드를 보낼 수 없습니다.',
  mailSubject: '[총동문회] 비회원 기부 가져오기 확인 코드',
  mailBody: (code: string) =>
    `비회원으로 하신 기부를 내 기부 내역으로 가져오려면 아래 확인 코드를 입력해 주세요.\n\n확인 코드: ${code}\n\n코드는 10분 동안 쓸 수 있습니다. 요청하지 않으셨다면 이 메일을 무시하셔도 됩니다.`,
} as const;
