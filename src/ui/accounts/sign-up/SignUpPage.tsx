import { useId, useState } from 'react';
import type { Consents } from '../../../application/accounts/auth-api';
import type { PageProps } from '../../shared/routing/page-registry';
import { StepList, useStepHeading } from '../../shared/forms/kit';
import { ConsentStep } from './ConsentStep';
import { SignUpDoneStep } from './SignUpDoneStep';
import { SignUpFormStep } from './SignUpFormStep';
import { type Application, useSignUpForm } from './use-sign-up-form';
import './SignUpPage.css';

type Step = 'consent' | 'form' | 'done';

const STEPS: readonly { readonly step: Step; readonly label: string }[] = [
  { step: 'consent', label: '약관 동의' },
  { step: 'form', label: '정보 입력' },
  { step: 'done', label: '신청 완료' },
];

const NO_CONSENTS: Consents = { terms: false, privacy: false, marketing: false };

/**
 * 회원가입, in three steps: consent (terms and personal data required, marketing optional),
 * the member's information, and the page saying the application waits for an administrator's
 * approval. Each step's heading takes the focus when the step changes. Going back to the
 * consents keeps what was typed.
 */
export default function SignUpPage({ route }: PageProps) {
  const [step, setStep] = useState<Step>('consent');
  const [consents, setConsents] = useState<Consents>(NO_CONSENTS);
  const [application, setApplication] = useState<Application | null>(null);
  const heading = useStepHeading<HTMLHeadingElement>(step);
  const headingId = useId();
  const signUp = useSignUpForm({
    consents,
    onApplied: (applied) => {
      setApplication(applied);
      setStep('done');
    },
  });

  return (
    <div className="sign-up">
      <h1>{route.title}</h1>
      <StepList
        label="가입 단계"
        steps={STEPS.map(({ label }) => label)}
        current={STEPS.findIndex((candidate) => candidate.step === step)}
      />

      {step === 'consent' ? (
        <section aria-labelledby={headingId}>
          <h2 id={headingId} ref={heading} tabIndex={-1}>
            약관 동의
          </h2>
          <p className="muted">
            총동문회 홈페이지 회원가입을 위해 아래 내용을 읽고 동의해 주세요. 각 항목의 전문 보기를
            누르면 전체 내용을 볼 수 있습니다.
          </p>
          <ConsentStep consents={consents} onChange={setConsents} onNext={() => setStep('form')} />
        </section>
      ) : null}

      {step === 'form' ? (
        <SignUpFormStep
          signUp={signUp}
          headingId={headingId}
          heading={heading}
          onBack={() => setStep('consent')}
        />
      ) : null}

      {step === 'done' && application ? (
        <SignUpDoneStep application={application} headingId={headingId} heading={heading} />
      ) : null}
    </div>
  );
}
