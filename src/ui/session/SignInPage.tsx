import { useSelector } from '@xstate/react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'wouter';
import { signInReason } from '../../domain/shared/routing/sign-in-reason';
import { useAppServices } from '../shared/app/app-services';
import { CheckboxField } from '../shared/forms/CheckboxField';
import { FormRefusal } from '../shared/forms/FormRefusal';
import { SubmitButton } from '../shared/forms/SubmitButton';
import type { PageProps } from '../shared/routing/page-registry';
import { SecondFactorStep } from './SecondFactorStep';
import { useSessionView } from './use-session';
import '../shared/forms/forms.css';

/**
 * 로그인: id, password (show/hide), remember my id, and the ways on when one is lost; for an
 * administrator, the second step after the password.
 */
export default function SignInPage({ route }: PageProps) {
  const { session } = useAppServices();
  const secondStep = useSelector(session, (snapshot) => snapshot.matches('secondFactor'));
  return (
    <div className="sign-in">
      <h1>{secondStep ? '관리자 추가 인증' : route.title}</h1>
      {secondStep ? <SecondFactorStep /> : <PasswordStep />}
    </div>
  );
}

function PasswordStep() {
  const { signInPreferences, routes, session } = useAppServices();
  // Sent here by the guard: the page asked for (the return address) says why.
  const returnUrl = useSelector(session, (snapshot) => snapshot.context.returnUrl);
  const reason = returnUrl === null ? null : signInReason(routes.resolve(returnUrl));
  const { signingIn, error, send } = useSessionView();
  const remembered = signInPreferences.rememberedUserId();
  const [userId, setUserId] = useState(remembered ?? '');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [remember, setRemember] = useState(remembered !== null);
  const [missing, setMissing] = useState<'userId' | 'password' | null>(null);
  const errorId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signingIn) return;
    const id = userId.trim();
    if (!id || !password) {
      const field = !id ? 'userId' : 'password';
      setMissing(field);
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${field}"]`)?.focus();
      return;
    }
    setMissing(null);
    if (remember) signInPreferences.rememberUserId(id);
    else signInPreferences.forgetRememberedUserId();
    send({ type: 'SIGN_IN', credentials: { userId: id, password } });
    setPassword('');
  };

  const message =
    missing === 'userId'
      ? '아이디를 입력해 주세요.'
      : missing === 'password'
        ? '비밀번호를 입력해 주세요.'
        : error;

  return (
    <>
      {reason ? (
        <p className="sign-in__reason" role="status">
          {reason}
        </p>
      ) : (
        <p className="muted">총동문회 회원 아이디와 비밀번호로 로그인해 주세요.</p>
      )}
      <form
        className="form"
        onSubmit={submit}
        noValidate
        aria-describedby={message ? errorId : undefined}
      >
        <div className="form__field">
          <label htmlFor="sign-in-user-id">아이디</label>
          <input
            id="sign-in-user-id"
            name="userId"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={userId}
            onChange={(event) => setUserId(event.target.value)}
            aria-invalid={missing === 'userId' || undefined}
            required
          />
        </div>
        <div className="form__field">
          <label htmlFor="sign-in-password">비밀번호</label>
          <div className="password-input">
            <input
              id="sign-in-password"
              name="password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={missing === 'password' || undefined}
              required
            />
            <button
              type="button"
              className="password-input__toggle"
              aria-pressed={showPassword}
              onClick={() => setShowPassword((value) => !value)}
            >
              {showPassword ? '비밀번호 숨기기' : '비밀번호 보기'}
            </button>
          </div>
        </div>
        <CheckboxField
          id="sign-in-remember"
          label="아이디 저장"
          checked={remember}
          onChange={setRemember}
        />
        <FormRefusal id={errorId} message={message} />
        <SubmitButton submitting={signingIn} busyLabel="로그인하는 중…">
          로그인
        </SubmitButton>
      </form>
      <ul className="sign-in__links">
        <li>
          <Link href={routes.byId('signUp').path}>회원가입</Link>
        </li>
        <li>
          <Link href={routes.byId('findId').path}>아이디 찾기</Link>
        </li>
        <li>
          <Link href={routes.byId('findPassword').path}>비밀번호 찾기</Link>
        </li>
      </ul>
    </>
  );
}
