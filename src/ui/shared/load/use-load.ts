import { useEffect, useId, useRef, useState } from 'react';
import { usePreloadedLoads } from './preloaded-loads';

export type Loaded<T> =
  | { readonly state: 'loading' }
  | { readonly state: 'ready'; readonly value: T }
  | { readonly state: 'failed' };

const LOADING: Loaded<never> = { state: 'loading' };

/**
 * Runs a load when the component appears and again whenever `key` changes (a new search, a
 * "다시 시도"), cancelling the one before and the last when the component goes away. An answer is
 * kept with the key it answers, so while a newer key's load runs the result reads as loading,
 * never as the older answer.
 *
 * A page the server rendered with its content starts from the server's answer instead of
 * loading it again (preloaded-loads.tsx).
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, key = ''): Loaded<T> {
  const place = useId();
  const preloaded = usePreloadedLoads();
  const [answer, setAnswer] = useState<
    { readonly key: string; readonly result: Loaded<T> } | undefined
  >(() => {
    const result = preloaded?.initial(place, key, load);
    return result ? { key, result } : undefined;
  });
  // The server's answer stands for the first load.
  const preloadedKey = useRef(answer?.key);
  useEffect(() => {
    if (preloadedKey.current === key) {
      preloadedKey.current = undefined;
      return;
    }
    const controller = new AbortController();
    const settle = (result: Loaded<T>) => {
      if (!controller.signal.aborted) setAnswer({ key, result });
    };
    load(controller.signal).then(
      (value) => settle({ state: 'ready', value }),
      () => settle({ state: 'failed' }),
    );
    return () => controller.abort();
    // The load runs once per key, whatever function the next render passes.
  }, [key]);
  return answer?.key === key ? answer.result : LOADING;
}
