import { Link } from 'wouter';
import type { PageProps } from '../routing/page-registry';

/** Any path no route matches. */
export default function NotFoundPage({ route }: PageProps) {
  return (
    <div className="notice-page">
      <h1>{route.title}</h1>
      <p>요청하신 페이지가 없거나 주소가 바뀌었습니다. 입력하신 주소를 다시 확인해 주세요.</p>
      <p>
        <Link href="/" className="button button--primary">
          홈으로 가기
        </Link>
      </p>
    </div>
  );
}
