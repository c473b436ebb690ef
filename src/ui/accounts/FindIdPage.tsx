import { useId, useState } from 'react';
import { Link } from 'wouter';
import { useAppServices } from '../shared/app/app-services';
import { codeRefusalOf } from './EmailCodeFields';
import { FormAlert, SubmitButton, useStepHeading } from '../shared/forms/kit';
import { useForm } from '../shared/forms/use-form';
import type { PageProps } from '../shared/routing/page-registry';
import {
  IDENTITY_RULES,
  IdentityFields,
  identityProofOf,
  type IdentityValues,
} from './IdentityFields';
import { RecoveryLinks } from './RecoveryLinks';
import './account-recovery.css';

interface FindIdOutcome {
  readonly maskedUserIds: readonly string[];
  readonly email: string;
}

/**
 * 아이디 찾기: the name and the e-mail address given at sign-up, proved by a mailed code. The
 * server answers the ids of that name at that address, partly hidden, and mails them whole to
 * the address; the page says no more than that about whether an account exists.
 */
export default function FindIdPage({ route }: PageProps) {
  const { accounts, routes } = useAppServices();
  const [outcome, setOutcome] = useState<FindIdOutcome | null>(null);
  const heading = useStepHeading<HTMLHeadingElement>(outcome ? 'result' : 'form');
  const headingId = useId();

  const form = useForm<IdentityValues>({
    initial: { name: '', email: '', code: '' },
    rules: IDENTITY_RULES,
    onSubmit: async (values) => {
      const proof = identityProofOf(values);
      try {
        const found = await accounts.findId(proof);
        setOutcome({ maskedUserIds: found.maskedUserIds, email: proof.email });
        return undefined;
      } catch (error) {
        return codeRefusalOf<IdentityValues>(error, 'code');
      }
    },
  });

  const searchAgain = () => {
    // The code is used up: a new search needs a new one.
    form.setValue('code', '');
    setOutcome(null);
  };

  return (
    <div className="recovery">
      <h1>{route.title}</h1>
      {outcome ? (
        <section className="recovery__result" aria-labelledby={headingId}>
          <h2 id={headingId} ref={heading} tabIndex={-1}>
            아이디 찾기 결과
          </h2>
          <FoundIds outcome={outcome} />
          <div className="recovery__actions">
            <Link
              href={routes.byId('signIn').path}
              className="button button--primary button--block"
            >
              로그인하기
            </Link>
            <Link href={routes.byId('findPassword').path} className="button button--block">
              비밀번호 찾기
            </Link>
            <button type="button" className="link-button" onClick={searchAgain}>
              다른 정보로 다시 찾기
            </button>
          </div>
        </section>
      ) : (
        <section aria-labelledby={headingId}>
          <h2 id={headingId} ref={heading} tabIndex={-1}>
            본인 확인
          </h2>
          <p className="muted">
            회원가입 때 입력한 이름과 이메일 주소를 입력해 주세요. 이메일로 받은 인증번호를 확인한
            뒤 아이디를 알려 드립니다.
          </p>
          <form className="form" {...form.formProps}>
            <IdentityFields form={form} purpose="findId" />
            <FormAlert message={form.formError} />
            <SubmitButton submitting={form.submitting} busyLabel="아이디를 찾는 중…">
              아이디 찾기
            </SubmitButton>
          </form>
          <RecoveryLinks show={['signIn', 'findPassword', 'signUp']} />
        </section>
      )}
    </div>
  );
}

function FoundIds({ outcome }: { readonly outcome: FindIdOutcome }) {
  const { association } = useAppServices();
  if (outcome.maskedUserIds.length > 0) {
    return (
      <>
        <p>
          입력하신 정보와 일치하는 아이디입니다. 개인정보 보호를 위해 아이디의 일부를 가려서 보여
          드립니다.
        </p>
        <ul className="recovery__ids">
          {outcome.maskedUserIds.map((userId, index) => (
            <li key={`${index}-${userId}`}>{userId}</li>
          ))}
        </ul>
        <p>
          전체 아이디는 <strong className="recovery__email">{outcome.email}</strong> 주소로 메일을
          보내 드렸습니다. 메일이 보이지 않으면 스팸 메일함도 확인해 주세요.
        </p>
      </>
    );
  }
  return (
    <>
      <p>
        입력하신 이름과 이메일 주소로 가입된 아이디가 있으면{' '}
        <strong className="recovery__email">{outcome.email}</strong> 주소로 아이디를 안내하는 메일을
        보내 드립니다.
      </p>
      <p>
        안내 메일을 받지 못하셨다면 회원가입 때 입력한 이름과 이메일 주소가 맞는지 확인한 뒤 다시
        찾아 주세요. 그래도 찾을 수 없으면 총동문회 사무국(전화{' '}
        <a href={`tel:${association.phone}`}>{association.phone}</a>, 이메일{' '}
        <a href={`mailto:${association.email}`}>{association.email}</a>)으로 문의해 주세요.
      </p>
    </>
  );
}
