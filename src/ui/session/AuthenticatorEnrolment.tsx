import type { SecondFactorEnrolment } from '../../domain/session/second-factor';

/** How to enrol the authenticator app: scan the QR code, or type the key by hand. */
export function AuthenticatorEnrolment({
  enrolment,
}: {
  readonly enrolment: SecondFactorEnrolment;
}) {
  // The key in groups of four, as authenticator apps show it and people read it out.
  const groupedSecret = enrolment.secret.match(/.{1,4}/gu)?.join(' ') ?? enrolment.secret;
  return (
    <section aria-labelledby="enrolment-heading">
      <h2 id="enrolment-heading">인증 앱 등록</h2>
      <ol className="enrolment-steps">
        <li>휴대전화에 인증 앱(Google Authenticator, Microsoft Authenticator 등)을 설치합니다.</li>
        <li>
          앱에서 QR 코드를 스캔합니다.
          <img
            className="enrolment-steps__qr"
            src={enrolment.qrCode}
            alt={`${enrolment.issuer} ${enrolment.accountName} 인증 앱 등록용 QR 코드`}
            width={192}
            height={192}
          />
          스캔할 수 없으면 다음 키를 직접 입력합니다.
          <code className="enrolment-steps__secret">{groupedSecret}</code>
        </li>
        <li>앱에 나타난 6자리 코드를 아래에 입력합니다.</li>
      </ol>
    </section>
  );
}
