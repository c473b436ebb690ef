import type { PageProps } from '../routing/page-registry';

/** A screen that a later release builds: its place in the site, and nothing pretending. */
export default function PendingPage({ route }: PageProps) {
  return (
    <div className="notice-page">
      <h1>{route.title}</h1>
      <p>이 페이지는 준비 중입니다. 빠른 시일 안에 내용을 채우겠습니다.</p>
    </div>
  );
}
