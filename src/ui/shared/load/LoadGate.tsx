import { type ReactNode, useCallback, useState } from 'react';
import { withObjectParticle } from '../../../domain/shared/text/korean-particles';
import { type Loaded, useLoad } from './use-load';

/** A load that can be tried again (`retry`), e.g. after "다시 시도". */
export function useRetryableLoad<T>(
  load: (signal: AbortSignal) => Promise<T>,
  key = '',
): { readonly result: Loaded<T>; readonly retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const result = useLoad(load, `${key}|${attempt}`);
  // The same function on every render, so that an effect may depend on it (a poll's refresh).
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { result, retry };
}

export interface LoadGateProps<T> {
  readonly result: Loaded<T>;
  /** What is loaded, as the sentences name it: "앨범" → "앨범을 불러오는 중입니다…". */
  readonly what: string;
  readonly onRetry: () => void;
  /** Why it may have failed, after "…불러오지 못했습니다." */
  readonly reason?: string;
  /**
   * While it loads again (a new filter, a refresh), keep showing what was there, marked busy,
   * instead of replacing it with the status: a form inside keeps its focus, a table does not
   * blink.
   */
  readonly keepWhileLoading?: boolean;
  readonly children: (value: T) => ReactNode;
}

/**
 * What a page shows of a load: a status while it runs, an alert with "다시 시도" when it fails,
 * and the content once it is there.
 */
export function LoadGate<T>({
  result,
  what,
  onRetry,
  reason,
  keepWhileLoading = false,
  children,
}: LoadGateProps<T>) {
  // The last value shown, kept as state (set while rendering, as React allows for derived state).
  const [last, setLast] = useState<{ value: T } | null>(null);
  if (keepWhileLoading && result.state === 'ready' && last?.value !== result.value) {
    setLast({ value: result.value });
  }
  if (keepWhileLoading && result.state !== 'failed' && (result.state === 'ready' || last)) {
    // The same element loaded or loading again, so that nothing inside is remounted.
    const loading = result.state === 'loading';
    return (
      <div aria-busy={loading || undefined}>
        {children(result.state === 'ready' ? result.value : (last as { value: T }).value)}
      </div>
    );
  }
  if (result.state === 'loading') {
    return (
      <p role="status" className="muted">
        {withObjectParticle(what)} 불러오는 중입니다…
      </p>
    );
  }
  if (result.state === 'failed') {
    return (
      <div role="alert">
        <p>
          {withObjectParticle(what)} 불러오지 못했습니다.{reason ? ` ${reason}` : ''}
        </p>
        <button type="button" className="button" onClick={onRetry}>
          다시 시도
        </button>
      </div>
    );
  }
  return <>{children(result.value)}</>;
}
