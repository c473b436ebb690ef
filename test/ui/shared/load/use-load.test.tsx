import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLoad } from '../../../../src/ui/shared/load/use-load';

/** Loads that answer when the test says so, each with the signal it was given. */
function scriptedLoads<T>() {
  const calls: { signal: AbortSignal; answer: (value: T) => void; fail: () => void }[] = [];
  const load = (signal: AbortSignal) =>
    new Promise<T>((resolve, reject) => {
      calls.push({ signal, answer: resolve, fail: () => reject(new Error('실패')) });
    });
  return { calls, load };
}

describe('useLoad', () => {
  it('loads once while the key stays the same, and reads ready with the answer', async () => {
    const { calls, load } = scriptedLoads<string>();
    const { result, rerender } = renderHook(({ key }) => useLoad(load, key), {
      initialProps: { key: 'a' },
    });
    expect(result.current).toEqual({ state: 'loading' });
    rerender({ key: 'a' });
    expect(calls).toHaveLength(1);
    await act(async () => calls[0]?.answer('첫 답'));
    expect(result.current).toEqual({ state: 'ready', value: '첫 답' });
  });

  it('a new key cancels the load before it and reads loading until its own answer comes', async () => {
    const { calls, load } = scriptedLoads<string>();
    const { result, rerender } = renderHook(({ key }) => useLoad(load, key), {
      initialProps: { key: 'a' },
    });
    await act(async () => calls[0]?.answer('a의 답'));
    rerender({ key: 'b' });
    expect(result.current).toEqual({ state: 'loading' });
    rerender({ key: 'c' });
    expect(calls[1]?.signal.aborted).toBe(true);
    // The cancelled load answering late changes nothing.
    await act(async () => calls[1]?.answer('b의 늦은 답'));
    expect(result.current).toEqual({ state: 'loading' });
    await act(async () => calls[2]?.answer('c의 답'));
    expect(result.current).toEqual({ state: 'ready', value: 'c의 답' });
  });

  it('reads failed when the load fails, and cancels it when the component goes away', async () => {
    const { calls, load } = scriptedLoads<string>();
    const { result, unmount } = renderHook(() => useLoad(load));
    await act(async () => calls[0]?.fail());
    await waitFor(() => expect(result.current).toEqual({ state: 'failed' }));
    const second = renderHook(() => useLoad(load));
    second.unmount();
    expect(calls[1]?.signal.aborted).toBe(true);
    unmount();
  });
});
