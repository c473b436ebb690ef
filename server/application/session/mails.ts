import { formatAccessTime } from '../../../src/domain/shared/format/date-format';
import { type MailSettings, signature } from '../shared/mail-messages';
import type { OutgoingMail } from '../shared/ports';

/** The session's mails: an administrator's authenticator app enrolled (to the office). */

/**
 * Sent when an administrator's enrolment completes: to that administrator, and to every other
 * administrator, so that an enrolment made by someone holding a stolen password is seen.
 */
export function secondFactorEnrolledMail(
  to: string,
  enrolled: { readonly userId: string; readonly name: string | null },
  at: Date,
  toTheEnrolled: boolean,
  settings: MailSettings,
): OutgoingMail {
  const who = enrolled.name ? `${enrolled.name}(${enrolled.userId})` : enrolled.userId;
  const opening = toTheEnrolled
    ? `${formatAccessTime(at)}에 관리자 계정 ${enrolled.userId}에 인증 앱이 등록되었습니다.\n\n` +
      '직접 등록하지 않으셨다면 누군가 비밀번호를 알고 있는 것입니다. 즉시 비밀번호를 바꾸고 ' +
      '사무국의 다른 관리자에게 알려 인증 앱 등록을 초기화해 달라고 요청해 주세요.'
    : `${formatAccessTime(at)}에 관리자 ${who}의 계정에 인증 앱이 등록되었습니다.\n\n` +
      '본인이 등록한 것인지 확인해 주세요. 본인이 아니라면 그 계정의 이용을 정지하고 ' +
      '인증 앱 등록을 초기화해 주세요(npm run admin -- reset-2fa).';
  return {
    to,
    subject: `[${settings.associationName}] 관리자 인증 앱 등록 안내`,
    text: opening + signature(settings),
  };
}
