import type { ReactNode } from 'react';
import type { Loaded } from '../shared/load/use-load';

/**
 * A console section whose content is loaded: its heading, then what is loading, what failed, or
 * the content; busy for assistive technology while it loads.
 */
export function LoadedSection<T>({
  id,
  title,
  loaded,
  loading,
  failed,
  children,
}: {
  readonly id: string;
  readonly title: ReactNode;
  readonly loaded: Loaded<T>;
  /** What is being loaded, said while it is. */
  readonly loading: string;
  /** What could not be loaded, and what to do. */
  readonly failed: string;
  readonly children: (value: T) => ReactNode;
}) {
  return (
    <section aria-labelledby={id} aria-busy={loaded.state === 'loading'}>
      <h2 id={id}>{title}</h2>
      {loaded.state === 'loading' ? (
        <p role="status" className="muted">
          {loading}
        </p>
      ) : loaded.state === 'failed' ? (
        <p role="alert">{failed}</p>
      ) : (
        children(loaded.value)
      )}
    </section>
  );
}
