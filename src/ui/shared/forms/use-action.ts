import { useState } from 'react';

/**
 * A form's call to the backend: `busy` while it runs, and its refusal (the server's Korean
 * sentence, or `fallback` when there is none) kept in `problem` to show beside the form. A
 * rule the form checks itself is refused with `refuse`, before anything is sent.
 */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const run = async (action: () => Promise<void>, fallback: string): Promise<void> => {
    setProblem(null);
    setBusy(true);
    try {
      await action();
    } catch (error) {
      setProblem(error instanceof Error && error.message ? error.message : fallback);
    } finally {
      setBusy(false);
    }
  };
  return { busy, problem, refuse: setProblem, run };
}
