import { formatAccessTime } from '../../../src/domain/shared/format/date-format';
import type { AuthMailPurpose } from '../../../src/contract/accounts';
import type { OutgoingMail } from './ports';

/**
 * The Korean texts of every mail the server sends. Plain text, polite 합니다체, the association's
 * name in the subject, and never a password or a token other than the code being sent.
 */
export interface MailSettings {
  readonly associationName: string;
  readonly publicOrigin: string;
}

const PURPOSE_LABELS: Readonly<Record<AuthMailPurpose, string>> = {
  signUp: '회원가입',
  findId: '아이디 찾기',
  findPassword: '비밀번호 찾기',
  changeEmail: '이메일 변경',
};

function signature(settings: MailSettings): string {
  return `\n\n${settings.associationName}\n${settings.publicOrigin}\n\n이 메일은 발신 전용입니다. 문의는 총동문회 사무국으로 연락해 주세요.`;
}

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

export function passwordChangedMail(to: string, at: Date, settings: MailSettings): OutgoingMail {
  return {
    to,
    subject: `[${settings.associationName}] 비밀번호 변경 안내`,
    text:
      `${formatAccessTime(at)}에 계정의 비밀번호가 변경되었습니다.\n` +
      '보안을 위해 모든 기기에서 로그아웃되었습니다.\n\n' +
      '직접 변경하지 않으셨다면 즉시 비밀번호 찾기로 비밀번호를 바꾸고 총동문회 사무국에 알려 주세요.' +
      signature(settings),
  };
}

export function approvedMail(to: string, name: string, settings: MailSettings): OutgoingMail {
  return {
    to,
    subject: `[${settings.associationName}] 회원가입이 승인되었습니다`,
    text:
      `${name} 동문님, 반갑습니다.\n\n회원가입이 승인되었습니다. 이제 로그인하여 동문 찾기와 내 정보, ` +
      `기부 내역 등 회원 서비스를 이용하실 수 있습니다.\n\n로그인: ${settings.publicOrigin}/auth/signin` +
      signature(settings),
  };
}

export function rejectedMail(
  to: string,
  name: string,
  reason: string,
  settings: MailSettings,
): OutgoingMail {
  return {
    to,
    subject: `[${settings.associationName}] 회원가입 신청 결과 안내`,
    text:
      `${name} 님, 회원가입을 신청해 주셔서 감사합니다.\n\n` +
      `아쉽게도 이번 신청은 승인되지 않았습니다.\n사유: ${reason}\n\n` +
      '정보를 바로잡아 다시 신청하시거나, 궁금한 점은 총동문회 사무국으로 문의해 주세요.' +
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
