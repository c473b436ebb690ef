import { useLayoutEffect } from 'react';
import { useOptionalAppServices } from '../app/app-services';

/**
 * A refusal that reaches a form another way than `useAction` (the session machine's context):
 * as the form shows it, its notification is taken back, so that it is read once (issue 29).
 * A layout effect: it runs as the message is drawn, before the notification's turn comes.
 */
export function useShownRefusal(message: string | null): void {
  const notifier = useOptionalAppServices()?.notifier;
  useLayoutEffect(() => {
    if (message) notifier?.withdraw(message);
  }, [message, notifier]);
}
