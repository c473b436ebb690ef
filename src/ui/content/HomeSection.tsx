import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Loaded } from '../shared/load/use-load';

/**
 * A section's content once loaded. While loading: a placeholder of the content's own shape and
 * size (so that nothing below moves when it arrives: issue 10, no layout shift), hidden from
 * assistive technology, which hears "불러오는 중입니다…" instead.
 */
export function Loading<T>({
  result,
  failure,
  placeholder,
  children,
}: {
  readonly result: Loaded<T>;
  readonly failure: string;
  readonly placeholder: ReactNode;
  readonly children: (value: T) => ReactNode;
}) {
  if (result.state === 'loading') {
    return (
      <>
        <p role="status" className="visually-hidden">
          불러오는 중입니다…
        </p>
        <div aria-hidden="true" className="placeholder">
          {placeholder}
        </div>
      </>
    );
  }
  if (result.state === 'failed') return <p className="muted">{failure}</p>;
  return <>{children(result.value)}</>;
}

/** A home card's heading, with the way to the whole list. */
export function HomeCardHead({
  id,
  title,
  href,
  children,
}: {
  readonly id: string;
  readonly title: string;
  readonly href: string;
  readonly children: string;
}) {
  return (
    <div className="home-card__head">
      <h2 id={id}>{title}</h2>
      <Link href={href} className="home-card__more">
        {children}
      </Link>
    </div>
  );
}
