import type { AuthMailPurpose } from '../../../src/contract/accounts';
import { type MailSettings, signature } from '../shared/mail-messages';
import type { OutgoingMail } from '../shared/ports';

/** The accounts' mails: e-mail codes, found ids, a new application (to the office). */

const PURPOSE_LABELS: Readonly<Record<AuthMailPurpose, string>> = {
  signUp: '회원가입',
  findId: '아이디 찾기',
  findPassword: '비밀번호 찾기',
  changeEmail: '이메일 변경',
};

export function authCodeMail(
  to: string,
  purpose: AuthMailPurpose,
  code: string,
  settings: MailSettings,
): OutgoingMail {
  return {
    to,
    subject: `[${settings.associationName}] ${PURPOSE_LABELS[purpose]} 인증번호 안내`,
    text:
      `${PURPOSE_LABELS[purpose]} 인증번호는 ${code} 입니다.\n\n` +
      '10분 안에 화면에 입력해 주세요. 인증번호는 5번까지 입력할 수 있습니다.\n' +
      '요청하신 적이 없다면 이 메일을 무시하셔도 됩니다.' +
      signature(settings),
  };
}

export function foundIdsMail(
  to: string,
  userIds: readonly string[],
  settings: MailSettings,
): OutgoingMail {
  return {
    to,
    subject: `[${settings.associationName}] 아이디 찾기 결과 안내`,
    text:
      `이 이메일 주소로 가입된 아이디를 알려 드립니다.\n\n${userIds.map((id) => `- ${id}`).join('\n')}\n\n` +
      `로그인: ${settings.publicOrigin}/auth/signin` +
      signature(settings),
  };
}

export function newApplicationMail(
  to: string,
  applicant: { userId: string; name: string; graduationYear: number; classNumber: number },
  settings: MailSettings,
): OutgoingMail {
  return {
    to,
    subject: `[${settings.associationName}] 새 회원가입 신청: ${applicant.name}`,
    text:
      `새 회원가입 신청이 있습니다.\n\n아이디: ${applicant.userId}\n이름: ${applicant.name}\n` +
      `졸업: ${applicant.graduationYear}년 (${applicant.classNumber}회)\n\n` +
      '관리 명령(npm run admin -- list-pending) 또는 관리자 화면에서 승인하거나 거절해 주세요.' +
      signature(settings),
  };
}
