import { useEffect, useState } from 'react';

export type Loaded<T> =
  | { readonly state: 'loading' }
  | { readonly state: 'ready'; readonly value: T }
  | { readonly state: 'failed' };

/** Runs a load when the component appears and cancels it when it goes away. */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>): Loaded<T> {
  const [result, setResult] = useState<Loaded<T>>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (value) => {
        if (!controller.signal.aborted) setResult({ state: 'ready', value });
      },
      () => {
        if (!controller.signal.aborted) setResult({ state: 'failed' });
      },
    );
    return () => controller.abort();
    // The load runs once per mount, whatever function the next render passes.
  }, []);
  return result;
}
