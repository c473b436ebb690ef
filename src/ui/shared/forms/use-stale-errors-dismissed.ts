import { useLayoutEffect } from 'react';
import { useOptionalAppServices } from '../app/app-services';

/** Error notifications still on screen go once the flow moves on (`step` changes). */
export function useStaleErrorsDismissed(step: unknown): void {
  const notifier = useOptionalAppServices()?.notifier;
  useLayoutEffect(() => {
    notifier?.dismissErrors();
  }, [step, notifier]);
}
