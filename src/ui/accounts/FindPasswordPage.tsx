import { useId, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { isRefusal } from '../../application/shared/errors/refusal-codes';
import { validateEmail } from '../../domain/shared/validation/email';
import {
  validatePassword,
  validatePasswordConfirmation,
} from '../../domain/shared/validation/password';
import { validatePersonName } from '../../domain/shared/validation/person-name';
import { useAppServices } from '../shared/app/app-services';
import { authCodeRule, codeRefusalOf, EmailCodeFields } from './EmailCodeFields';
import { FormAlert, NewPasswordFields, SubmitButton, TextField } from '../shared/forms/kit';
import { type FieldRules, useForm } from '../shared/forms/use-form';
import type { PageProps } from '../shared/routing/page-registry';
import { messageOf, normalised } from '../shared/forms/rules';
import { RecoveryLinks, useStepHeading } from './account-recovery';
import './steps.css';
import './account-recovery.css';
import { USER_ID_INPUT_MAX_LENGTH } from '../../domain/shared/validation/user-id';
import { PROFILE_LIMITS } from '../../domain/shared/member/profile-fields';

interface VerifyValues {
  readonly userId: string;
  readonly name: string;
  readonly email: string;
  readonly code: string;
}

const VERIFY_RULES: FieldRules<VerifyValues> = {
  // Only required: an id from before today's rules must still be recoverable.
  userId: (value) => (value.trim() ? null : '아이디를 입력해 주세요.'),
  name: (value) => messageOf(validatePersonName(value)),
  email: (value) => messageOf(validateEmail(value)),
  code: authCodeRule,
};

interface NewPasswordValues {
  readonly newPassword: string;
  readonly confirmation: string;
}

type Step =
  | { readonly kind: 'verify' }
  | { readonly kind: 'reset'; readonly userId: string; readonly resetToken: string }
  | { readonly kind: 'done' };

const STEPS = [
  { kind: 'verify', label: '본인 확인' },
  { kind: 'reset', label: '새 비밀번호 설정' },
  { kind: 'done', label: '완료' },
] as const;

/**
 * 비밀번호 찾기, in three steps: the id, name and e-mail address proved by a mailed code give a
 * one-time reset token; with it the member sets a new password; then signs in with it. The server
 * answers a token of the same look whether or not the account exists, and a token that resets
 * nothing is refused like an expired one, so no step tells whether an account exists.
 */
export default function FindPasswordPage({ route }: PageProps) {
  const { accounts } = useAppServices();
  const [step, setStep] = useState<Step>({ kind: 'verify' });
  /** Why the member is back at the first step (the reset token was refused), or null. */
  const [restartReason, setRestartReason] = useState<string | null>(null);
  const heading = useStepHeading<HTMLHeadingElement>(step.kind);
  const headingId = useId();

  const verify = useForm<VerifyValues>({
    initial: { userId: '', name: '', email: '', code: '' },
    rules: VERIFY_RULES,
    onSubmit: async (values) => {
      setRestartReason(null);
      const userId = values.userId.trim();
      try {
        const ticket = await accounts.findPassword({
          userId,
          name: normalised(validatePersonName(values.name), values.name),
          email: normalised(validateEmail(values.email), values.email),
          authCode: values.code.trim(),
        });
        setStep({ kind: 'reset', userId: userId.toLowerCase(), resetToken: ticket.resetToken });
        return undefined;
      } catch (error) {
        return codeRefusalOf<VerifyValues>(error, 'code');
      }
    },
  });

  const restart = (reason: string) => {
    // The code has been used: going through the first step again needs a new one.
    verify.setValue('code', '');
    setRestartReason(reason);
    setStep({ kind: 'verify' });
  };

  const current = STEPS.findIndex(({ kind }) => kind === step.kind);
  return (
    <div className="recovery">
      <h1>{route.title}</h1>
      <ol className="steps" aria-label="진행 단계">
        {STEPS.map(({ kind, label }, index) => (
          <li
            key={kind}
            className={index === current ? 'steps__item steps__item--current' : 'steps__item'}
            aria-current={index === current ? 'step' : undefined}
          >
            <span className="steps__number" aria-hidden="true">
              {index + 1}
            </span>{' '}
            {label}
            {index < current ? <span className="visually-hidden"> (마침)</span> : null}
          </li>
        ))}
      </ol>
      <section aria-labelledby={headingId}>
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          {step.kind === 'done'
            ? '비밀번호를 변경했습니다'
            : `${current + 1}단계: ${STEPS[current]?.label ?? ''}`}
        </h2>
        {step.kind === 'verify' ? (
          <>
            {restartReason ? <FormAlert message={restartReason} /> : null}
            <p className="muted">
              아이디와 회원가입 때 입력한 이름, 이메일 주소를 입력해 주세요. 이메일로 받은
              인증번호를 확인한 뒤 새 비밀번호를 정할 수 있습니다.
            </p>
            <form className="form" {...verify.formProps}>
              <TextField
                form={verify}
                name="userId"
                label="아이디"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                maxLength={USER_ID_INPUT_MAX_LENGTH}
                required
              />
              <TextField
                form={verify}
                name="name"
                label="이름"
                autoComplete="name"
                maxLength={PROFILE_LIMITS.name.maxLength}
                required
              />
              <EmailCodeFields
                form={verify}
                emailName="email"
                codeName="code"
                purpose="findPassword"
              />
              <FormAlert message={verify.formError} />
              <SubmitButton submitting={verify.submitting} busyLabel="확인하는 중…">
                다음
              </SubmitButton>
            </form>
            <RecoveryLinks show={['signIn', 'findId', 'signUp']} />
          </>
        ) : step.kind === 'reset' ? (
          <NewPasswordForm
            userId={step.userId}
            resetToken={step.resetToken}
            onDone={() => setStep({ kind: 'done' })}
            onRestart={restart}
          />
        ) : (
          <Done />
        )}
      </section>
    </div>
  );
}

function NewPasswordForm({
  userId,
  resetToken,
  onDone,
  onRestart,
}: {
  readonly userId: string;
  readonly resetToken: string;
  readonly onDone: () => void;
  readonly onRestart: (reason: string) => void;
}) {
  const { accounts } = useAppServices();
  const rules = useMemo<FieldRules<NewPasswordValues>>(
    () => ({
      newPassword: (value) => messageOf(validatePassword(value, { userId })),
      confirmation: (value, values) =>
        messageOf(validatePasswordConfirmation(values.newPassword, value)),
    }),
    [userId],
  );
  const form = useForm<NewPasswordValues>({
    initial: { newPassword: '', confirmation: '' },
    rules,
    onSubmit: async ({ newPassword }) => {
      try {
        await accounts.resetPassword({ resetToken, newPassword });
        onDone();
        return undefined;
      } catch (error) {
        if (isRefusal(error, 'invalidResetToken')) {
          onRestart(error.message);
          return undefined;
        }
        // The server's password rules are the same as the form's; its word is the last one.
        if (isRefusal(error, 'invalidInput')) return { newPassword: error.message };
        throw error;
      }
    },
  });

  return (
    <>
      <p className="muted">
        새로 사용할 비밀번호를 두 번 입력해 주세요. 변경하면 이 계정으로 로그인되어 있던 모든
        기기에서 로그아웃됩니다.
      </p>
      <form className="form" {...form.formProps}>
        {/* For password managers: the account whose password this is. */}
        <input type="text" name="username" autoComplete="username" value={userId} readOnly hidden />
        <NewPasswordFields
          form={form}
          name="newPassword"
          confirmationName="confirmation"
          userId={userId}
        />
        <FormAlert message={form.formError} />
        <SubmitButton submitting={form.submitting} busyLabel="변경하는 중…">
          비밀번호 변경
        </SubmitButton>
      </form>
    </>
  );
}

function Done() {
  const { routes } = useAppServices();
  return (
    <>
      <p>
        새 비밀번호로 로그인해 주세요. 보안을 위해 이 계정으로 로그인되어 있던 모든 기기에서
        로그아웃되었습니다.
      </p>
      <div className="recovery__actions">
        <Link href={routes.byId('signIn').path} className="button button--primary button--block">
          로그인하러 가기
        </Link>
      </div>
    </>
  );
}
