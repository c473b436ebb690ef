import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** A page that only tells the visitor something, with the way home. */
export function HomeNotice({
  title,
  children,
}: {
  readonly title: string;
  readonly children: ReactNode;
}) {
  return (
    <div className="notice-page">
      <h1>{title}</h1>
      <p>{children}</p>
      <p>
        <Link href="/" className="button button--primary">
          홈으로 가기
        </Link>
      </p>
    </div>
  );
}
