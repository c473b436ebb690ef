import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { Link } from 'wouter';
import { signInReason } from '../../domain/shared/routing/sign-in-reason';
import { useAppServices } from '../shared/app/app-services';
import {
  CheckboxField,
  FormRefusal,
  PasswordField,
  SubmitButton,
  TextField,
} from '../shared/forms/kit';
import { useForm } from '../shared/forms/use-form';
import type { PageProps } from '../shared/routing/page-registry';
import { SecondFactorStep } from './SecondFactorStep';
import { useSessionView } from './use-session';
import '../shared/forms/forms.css';

const NO_RULES = {};

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
  const errorId = useId();
  const form = useForm({
    initial: { userId: remembered ?? '', password: '', remember: remembered !== null },
    rules: NO_RULES,
    onSubmit: async ({ userId, password, remember }): Promise<void> => {
      if (signingIn) return;
      const id = userId.trim();
      // One message under the form, read at once; the field missing takes the focus.
      if (!id) return form.refuseAt('userId', '아이디를 입력해 주세요.');
      if (!password) return form.refuseAt('password', '비밀번호를 입력해 주세요.');
      if (remember) signInPreferences.rememberUserId(id);
      else signInPreferences.forgetRememberedUserId();
      send({ type: 'SIGN_IN', credentials: { userId: id, password } });
      form.setValue('password', '');
    },
  });
  // The server's refusal comes through the session machine.
  const message = form.formError ?? error;

  return (
    <>
      {reason ? (
        <p className="sign-in__reason" role="status">
          {reason}
        </p>
      ) : (
        <p className="muted">총동문회 회원 아이디와 비밀번호로 로그인해 주세요.</p>
      )}
      <form {...form.formProps} className="form" aria-describedby={message ? errorId : undefined}>
        <TextField
          form={form}
          name="userId"
          label="아이디"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
        />
        <PasswordField
          form={form}
          name="password"
          label="비밀번호"
          autoComplete="current-password"
        />
        <CheckboxField
          id={form.idOf('remember')}
          label="아이디 저장"
          checked={form.values.remember}
          onChange={(checked) => form.setValue('remember', checked)}
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
