import { type MailSettings, signature } from '../shared/mail-messages';
import type { OutgoingMail } from '../shared/ports';

/** The office's decisions on an application, mailed to the applicant. */

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
