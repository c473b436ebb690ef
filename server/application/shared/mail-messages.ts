import { formatAccessTime } from '../../../src/domain/shared/format/date-format';
import type { OutgoingMail } from './ports';

/**
 * What every mail the server sends has in common, and the mail several features send. Plain
 * text, polite 합니다체, the association's name in the subject, and never a password or a token
 * other than the code being sent. Each feature's own mails are in its folder (`mails.ts`).
 */
export interface MailSettings {
  readonly associationName: string;
  readonly publicOrigin: string;
}

/** The end of every mail: the association, its site, and that no one reads the answers. */
export function signature(settings: MailSettings): string {
  return `\n\n${settings.associationName}\n${settings.publicOrigin}\n\n이 메일은 발신 전용입니다. 문의는 총동문회 사무국으로 연락해 주세요.`;
}

/** Sent when a password was changed: by the member (my-info) or by a reset (accounts). */
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
