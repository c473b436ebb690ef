import { useSelector } from '@xstate/react';
import type { SessionSnapshot } from '../../domain/session/session-machine';
import { useAppServices } from '../shared/app/app-services';
import { useStaleErrorsDismissed } from '../shared/forms/use-stale-errors-dismissed';
import { AuthenticatorEnrolment } from './AuthenticatorEnrolment';
import { RecoveryCodesNotice } from './RecoveryCodesNotice';
import { SecondFactorCodeForm } from './SecondFactorCodeForm';

/** Which part of the second step the session is in. */
function stepOf(snapshot: SessionSnapshot) {
  if (snapshot.matches({ secondFactor: 'enrolling' })) return 'preparing';
  if (snapshot.matches({ secondFactor: 'showingRecoveryCodes' })) return 'recoveryCodes';
  return snapshot.context.enrolment ? 'enrolment' : 'code';
}

/**
 * 관리자 추가 인증 (개인정보의 안전성 확보조치 기준 §6): after an administrator's right
 * password, the authenticator app's enrolment on the first sign-in, then its code each time.
 */
export function SecondFactorStep() {
  const { session } = useAppServices();
  const step = useSelector(session, stepOf);
  const busy = useSelector(session, (snapshot) =>
    snapshot.matches({ secondFactor: 'checkingCode' }),
  );
  const error = useSelector(session, (snapshot) => snapshot.context.error);
  const enrolment = useSelector(session, (snapshot) => snapshot.context.enrolment);
  const recoveryCodes = useSelector(session, (snapshot) => snapshot.context.recoveryCodes);
  const submit = (code: string) => session.send({ type: 'SUBMIT_SECOND_FACTOR', code });
  // A wrong code's notification does not stay on the recovery codes (issue 29).
  useStaleErrorsDismissed(step);

  return (
    <div className="second-factor">
      <p className="muted">
        관리자 계정은 회원의 개인정보를 다루므로, 비밀번호에 더해 인증 앱의 코드로 한 번 더
        확인합니다.
      </p>
      {step === 'preparing' ? <p role="status">인증 앱 등록을 준비하는 중…</p> : null}
      {step === 'enrolment' && enrolment ? (
        <>
          <AuthenticatorEnrolment enrolment={enrolment} />
          <SecondFactorCodeForm
            label="인증 앱에 표시된 6자리 코드"
            hint="등록한 인증 앱에 나타난 숫자 6자리를 입력해 주세요."
            digitsOnly
            busy={busy}
            error={error}
            onSubmit={submit}
          />
        </>
      ) : null}
      {step === 'recoveryCodes' && recoveryCodes ? (
        <RecoveryCodesNotice
          codes={recoveryCodes}
          onKept={() => session.send({ type: 'RECOVERY_CODES_KEPT' })}
        />
      ) : null}
      {step === 'code' ? (
        <SecondFactorCodeForm
          label="인증 코드"
          hint="인증 앱의 6자리 코드를 입력해 주세요. 휴대전화를 쓸 수 없으면 복구 코드 하나를 입력할 수 있습니다."
          digitsOnly={false}
          busy={busy}
          error={error}
          onSubmit={submit}
        />
      ) : null}
      {step !== 'recoveryCodes' ? (
        <button
          type="button"
          className="button button--block second-factor__restart"
          onClick={() => session.send({ type: 'CANCEL_SECOND_FACTOR' })}
        >
          처음부터 다시 로그인
        </button>
      ) : null}
    </div>
  );
}
