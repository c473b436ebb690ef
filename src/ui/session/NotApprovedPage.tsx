import { Link } from 'wouter';
import { useAppServices } from '../shared/app/app-services';
import type { PageProps } from '../shared/routing/page-registry';

/** After signing in to an account an administrator has not approved yet. */
export default function NotApprovedPage({ route }: PageProps) {
  const { association } = useAppServices();
  return (
    <div className="notice-page">
      <h1>{route.title}</h1>
      <p>
        회원가입 신청이 접수되었으며, 지금은 관리자의 승인을 기다리고 있습니다. 승인 전에는 로그인할
        수 없습니다.
      </p>
      <h2>앞으로의 절차</h2>
      <ol>
        <li>총동문회 사무국에서 졸업 기수와 인적 사항을 확인합니다.</li>
        <li>승인되면 가입하신 이메일로 안내 메일을 보내 드립니다.</li>
        <li>안내 메일을 받으신 뒤 다시 로그인해 주세요.</li>
      </ol>
      <p>
        승인이 늦어지거나 궁금한 점이 있으시면 사무국(전화{' '}
        <a href={`tel:${association.phone}`}>{association.phone}</a>, 이메일{' '}
        <a href={`mailto:${association.email}`}>{association.email}</a>)으로 문의해 주세요.
      </p>
      <p>
        <Link href="/" className="button">
          홈으로 가기
        </Link>
      </p>
    </div>
  );
}
