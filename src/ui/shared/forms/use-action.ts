import { useRef, useState } from 'react';
import { useRefusalReason } from './use-refusal-reason';

/** Said when a call fails without a message of its own. */
export const ACTION_FAILED = '요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.';

/**
 * The one submit-and-refusal mechanism of the form kit, under `useForm` and used alone by a form
 * without fields of its own (a button, a confirmation): `busy` while the call runs, one call at
 * a time; its refusal (the server's Korean sentence, or `fallback` when there is none) kept in
 * `problem` to show beside the form (`FormRefusal`, `FormAlert`), and taken back from the
 * notifications: a form's own refusal is read once, where the form is (issue 29). A rule the
 * form checks itself is refused with `refuse`, before anything is sent.
 */
export function useAction() {
  const reasonOf = useRefusalReason();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const running = useRef(false);
  const run = async <T>(
    action: () => Promise<T>,
    fallback: string = ACTION_FAILED,
  ): Promise<T | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setProblem(null);
    setBusy(true);
    try {
      return await action();
    } catch (error) {
      setProblem(reasonOf(error, fallback));
      return undefined;
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return { busy, problem, refuse: setProblem, run };
}
