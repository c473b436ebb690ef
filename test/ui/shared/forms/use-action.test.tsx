import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAction } from '../../../../src/ui/shared/forms/use-action';

describe('useAction (a form’s call to the backend)', () => {
  it('is busy while the call runs, and keeps its refusal, or the fallback', async () => {
    const { result } = renderHook(() => useAction());
    let finish: () => void = () => undefined;
    let running: Promise<void> = Promise.resolve();
    act(() => {
      running = result.current.run(
        () => new Promise<void>((resolve) => (finish = resolve)),
        '안 됨',
      );
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      finish();
      await running;
    });
    expect(result.current).toMatchObject({ busy: false, problem: null });

    await act(() =>
      result.current.run(() => Promise.reject(new Error('기금을 찾을 수 없습니다.')), '안 됨'),
    );
    expect(result.current.problem).toBe('기금을 찾을 수 없습니다.');
    await act(() =>
      result.current.run(() => Promise.reject(new Error('')), '저장하지 못했습니다.'),
    );
    expect(result.current.problem).toBe('저장하지 못했습니다.');
    act(() => result.current.refuse('금액을 입력해 주세요.'));
    expect(result.current.problem).toBe('금액을 입력해 주세요.');
  });
});
