import { RESET_LINK_PATH, resetLinkFragment } from '../../../src/domain/accounts';
import { type MailSettings, signature } from '../shared/mail-messages';
import type { OutgoingMail } from '../shared/ports';

/** The office's mails to a member: its decisions on an application, a password-reset link. */

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

/** The office's password-reset link (good for a day, once). */
export function passwordResetLinkMail(
  to: string,
  name: string,
  userId: string,
  resetToken: string,
  settings: MailSettings,
): OutgoingMail {
  const link = `${settings.publicOrigin}${RESET_LINK_PATH}${resetLinkFragment({ userId, resetToken })}`;
  return {
    to,
    subject: `[${settings.associationName}] 비밀번호 재설정 안내`,
    text:
      `${name} 동문님, 총동문회 사무국에서 비밀번호 재설정 링크를 보내 드립니다.\n\n` +
      `아래 링크에서 새 비밀번호를 정해 주세요(아이디: ${userId}). 링크는 24시간 동안 한 번만 쓸 수 있습니다.\n` +
      `${link}\n\n` +
      '요청하신 적이 없다면 이 메일을 무시하시고 총동문회 사무국에 알려 주세요.' +
      signature(settings),
  };
}
