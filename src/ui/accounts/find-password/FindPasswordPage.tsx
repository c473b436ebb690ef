import { useEffect, useId, useState } from 'react';
import { readResetLinkFragment } from '../../../domain/accounts/reset-link';
import { useAppServices } from '../../shared/app/app-services';
import { useForm } from '../../shared/forms/use-form';
import type { PageProps } from '../../shared/routing/page-registry';
import { codeRefusalOf } from '../EmailCodeFields';
import { identityProofOf } from '../IdentityFields';
import { StepList, useStepHeading } from '../../shared/forms/kit';
import { NewPasswordStep } from './NewPasswordStep';
import { PasswordChangedStep } from './PasswordChangedStep';
import { VERIFY_RULES, VerifyStep, type VerifyValues } from './VerifyStep';
import '../account-recovery.css';

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
 * Where the page starts: at the new password when it was opened from the reset link the office
 * mails (the id and token in the fragment), else at the first step.
 */
function firstStep(fragment: string): Step {
  const link = readResetLinkFragment(fragment);
  return link
    ? { kind: 'reset', userId: link.userId.toLowerCase(), resetToken: link.resetToken }
    : { kind: 'verify' };
}

/**
 * 비밀번호 찾기, in three steps: the id, name and e-mail address proved by a mailed code give a
 * one-time reset token; with it the member sets a new password; then signs in with it. The server
 * answers a token of the same look whether or not the account exists, and a token that resets
 * nothing is refused like an expired one, so no step tells whether an account exists.
 */
export default function FindPasswordPage({ route }: PageProps) {
  const { accounts, addressFragment } = useAppServices();
  const [step, setStep] = useState<Step>(() => firstStep(addressFragment.read()));
  // The token read, it leaves the address bar (and so the history and a copied address).
  useEffect(() => {
    if (readResetLinkFragment(addressFragment.read())) addressFragment.forget();
  }, [addressFragment]);
  /** Why the member is back at the first step (the reset token was refused), or null. */
  const [restartReason, setRestartReason] = useState<string | null>(null);
  const heading = useStepHeading<HTMLHeadingElement>(step.kind);
  const headingId = useId();

  // Held here, not in its step: back at the first step, what was typed is still there.
  const verify = useForm<VerifyValues>({
    initial: { userId: '', name: '', email: '', code: '' },
    rules: VERIFY_RULES,
    onSubmit: async (values) => {
      setRestartReason(null);
      const userId = values.userId.trim();
      try {
        const ticket = await accounts.findPassword({ userId, ...identityProofOf(values) });
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
      <StepList label="진행 단계" steps={STEPS.map(({ label }) => label)} current={current} />
      <section aria-labelledby={headingId}>
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          {step.kind === 'done'
            ? '비밀번호를 변경했습니다'
            : `${current + 1}단계: ${STEPS[current]?.label ?? ''}`}
        </h2>
        {step.kind === 'verify' ? (
          <VerifyStep form={verify} restartReason={restartReason} />
        ) : step.kind === 'reset' ? (
          <NewPasswordStep
            userId={step.userId}
            resetToken={step.resetToken}
            onDone={() => setStep({ kind: 'done' })}
            onRestart={restart}
          />
        ) : (
          <PasswordChangedStep />
        )}
      </section>
    </div>
  );
}
