import type { RefObject } from 'react';
import { Link } from 'wouter';
import { useAppServices } from '../../shared/app/app-services';
import type { Application } from './use-sign-up-form';
import './SignUpDoneStep.css';

/** The sign-up's last step: the application waits for an administrator's approval. */
export function SignUpDoneStep({
  application,
  headingId,
  heading,
}: {
  readonly application: Application;
  readonly headingId: string;
  readonly heading: RefObject<HTMLHeadingElement | null>;
}) {
  const { routes } = useAppServices();
  return (
    <section className="sign-up__done" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        가입 신청이 접수되었습니다
      </h2>
      <p>
        {application.name}님, 회원가입을 신청해 주셔서 감사합니다. 총동문회 사무국에서 동문 여부를
        확인한 뒤 가입을 승인합니다. 승인되기 전에는 로그인할 수 없습니다.
      </p>
      <h3>앞으로의 절차</h3>
      <ol>
        <li>사무국이 졸업 연도와 기수 등 신청하신 내용을 확인합니다.</li>
        <li>
          승인되면 <strong>{application.email}</strong> 주소로 안내 메일을 보내 드립니다.
        </li>
        <li>
          메일을 받으신 뒤 로그인해 주세요. 신청하신 아이디는 <strong>{application.userId}</strong>
          입니다.
        </li>
      </ol>
      <p className="muted">
        승인되지 않은 경우에도 그 사유를 메일로 알려 드립니다. 궁금한 점은 총동문회 사무국으로
        문의해 주세요.
      </p>
      <div className="sign-up__actions">
        <Link href={routes.byId('signIn').path} className="button button--primary button--block">
          로그인 화면으로
        </Link>
        <Link href={routes.byId('home').path} className="button button--block">
          홈으로
        </Link>
      </div>
    </section>
  );
}
