import { act, render, renderHook, screen } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  CollectedLoads,
  isPlainData,
  type PreloadedLoads,
  PreloadedLoadsProvider,
  SentLoads,
} from '../../../../src/ui/shared/load/preloaded-loads';
import { useLoad } from '../../../../src/ui/shared/load/use-load';

describe('a page rendered by the server starts from its answers (issue 13, item 7)', () => {
  it('useLoad reads the sent answer at once and asks the API nothing for it', async () => {
    // The place is React's useId: in the browser it matches the server's only when hydrating,
    // which the browser tests check; here every place is the first one.
    const sent = new SentLoads({ 'first|page-1': { title: '정기총회 안내' } });
    const loads: PreloadedLoads = {
      initial: <T,>(_place: string, key: string) => sent.initial<T>('first', key),
    };
    const load = vi.fn(() => Promise.resolve({ title: '다시 읽은 답' }));
    const { result, rerender } = renderHook(({ key }) => useLoad(load, key), {
      initialProps: { key: 'page-1' },
      wrapper: ({ children }) => (
        <PreloadedLoadsProvider loads={loads}>{children}</PreloadedLoadsProvider>
      ),
    });
    expect(result.current).toEqual({ state: 'ready', value: { title: '정기총회 안내' } });
    await act(async () => undefined);
    expect(load).not.toHaveBeenCalled();
    // Another key (a search, the next page) is loaded as usual.
    rerender({ key: 'page-2' });
    expect(result.current).toEqual({ state: 'loading' });
    await act(async () => undefined);
    expect(load).toHaveBeenCalledTimes(1);
    expect(result.current).toEqual({ state: 'ready', value: { title: '다시 읽은 답' } });
  });

  it('closes the answers once the first render is in: a later page loads its own', async () => {
    const loads = new SentLoads({ 'r0|': '서버의 답' });
    expect(loads.initial('r0', '')).toEqual({ state: 'ready', value: '서버의 답' });
    const Later = ({ load }: { load: () => Promise<string> }) => {
      const found = useLoad(load);
      return <p>{found.state === 'ready' ? found.value : '불러오는 중'}</p>;
    };
    const load = vi.fn(() => Promise.resolve('새 답'));
    const { rerender } = render(
      <PreloadedLoadsProvider loads={loads}>
        <p>첫 화면</p>
      </PreloadedLoadsProvider>,
    );
    expect(loads.initial('r0', '')).toBeUndefined();
    rerender(
      <PreloadedLoadsProvider loads={loads}>
        <Later load={load} />
      </PreloadedLoadsProvider>,
    );
    expect(await screen.findByText('새 답')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a page without answers loads as before', async () => {
    const load = vi.fn(() => Promise.resolve(7));
    const { result } = renderHook(() => useLoad(load), {
      wrapper: ({ children }) => (
        <PreloadedLoadsProvider loads={new SentLoads({})}>{children}</PreloadedLoadsProvider>
      ),
    });
    expect(result.current).toEqual({ state: 'loading' });
    await act(async () => undefined);
    expect(result.current).toEqual({ state: 'ready', value: 7 });
  });
});

describe("the server's collected loads", () => {
  it('starts each load once, and gives its answer on the next round', async () => {
    const loads = new CollectedLoads(new AbortController().signal);
    const load = vi.fn(() => Promise.resolve({ items: [1, 2] }));
    expect(loads.initial('r1', 'a', load)).toBeUndefined();
    expect(loads.initial('r1', 'a', load)).toBeUndefined();
    expect(load).toHaveBeenCalledTimes(1);
    expect(await loads.settle()).toBe(true);
    expect(loads.initial('r1', 'a', load)).toEqual({ state: 'ready', value: { items: [1, 2] } });
    // Nothing new was asked for: the rendering is done.
    expect(await loads.settle()).toBe(false);
    expect(loads.toRecord()).toEqual({ 'r1|a': { items: [1, 2] } });
  });

  it('leaves a failed load and an answer JSON cannot carry to the browser', async () => {
    const loads = new CollectedLoads(new AbortController().signal);
    loads.initial('r1', '', () => Promise.reject(new Error('서버 오류')));
    loads.initial('r2', '', () => Promise.resolve({ at: new Date(0) }));
    expect(await loads.settle()).toBe(false);
    expect(loads.toRecord()).toEqual({});
    expect(loads.initial('r1', '', () => Promise.resolve(1))).toBeUndefined();
  });

  it('hands its signal to the loads, so that the server can end them', () => {
    const controller = new AbortController();
    const loads = new CollectedLoads(controller.signal);
    let given: AbortSignal | undefined;
    loads.initial('r1', '', (signal) => {
      given = signal;
      return new Promise(() => undefined);
    });
    controller.abort();
    expect(given?.aborted).toBe(true);
  });
});

describe('isPlainData', () => {
  it('accepts what JSON carries unchanged', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        // -0 becomes 0 in JSON; the page's answers never hold one.
        fc.pre(!Object.is(value, -0));
        expect(isPlainData(value)).toBe(true);
      }),
    );
  });

  it.each([
    ['a date', new Date(0)],
    ['a map', new Map()],
    ['NaN', Number.NaN],
    ['a function', () => 1],
    ['a class instance', new (class Thing {})()],
    ['a date inside', { items: [{ at: new Date(0) }] }],
  ])('refuses %s', (_name, value) => {
    expect(isPlainData(value)).toBe(false);
  });
});
