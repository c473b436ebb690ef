import type { Notifier } from '../../application/shared/ports/notifier';
import { loadToasts } from './toast-loader';

/** Spec section 9: notifications stay 5 seconds by default. */
export const NOTIFICATION_DURATION_MS = 5000;

const errorIdOf = (message: string) => `error:${message}`;

/**
 * Notifications through react-toastify, shown by `NotificationOutlet` (top right), both loaded
 * at the first notification. The same message twice at once shows once (a failing page may
 * report one error from several calls).
 *
 * An error waits one turn of the event loop before it shows: the HTTP client reports a refusal
 * as it rejects the call, and the form that made the call withdraws it in the meantime when it
 * says the refusal itself (issue 29: one place per error).
 */
export class ToastNotifier implements Notifier {
  private readonly waiting = new Set<string>();
  private readonly shown = new Set<string>();

  success(message: string): void {
    void loadToasts().then(({ toast }) =>
      toast.success(message, { toastId: `success:${message}`, role: 'status' }),
    );
  }

  info(message: string): void {
    void loadToasts().then(({ toast }) =>
      toast.info(message, { toastId: `info:${message}`, role: 'status' }),
    );
  }

  error(message: string): void {
    this.waiting.add(message);
    void loadToasts().then(({ toast }) =>
      setTimeout(() => {
        if (!this.waiting.delete(message)) return;
        this.shown.add(message);
        toast.error(message, {
          toastId: errorIdOf(message),
          role: 'alert',
          onClose: () => this.shown.delete(message),
        });
      }, 0),
    );
  }

  withdraw(message: string): void {
    this.waiting.delete(message);
    if (this.shown.delete(message)) this.dismiss([message]);
  }

  // Only those already on screen: an error still waiting was just reported, e.g. by the call
  // whose failure moved the flow on, and is news.
  dismissErrors(): void {
    if (this.shown.size === 0) return;
    const stale = [...this.shown];
    this.shown.clear();
    this.dismiss(stale);
  }

  private dismiss(messages: readonly string[]): void {
    void loadToasts().then(({ toast }) => {
      for (const message of messages) toast.dismiss(errorIdOf(message));
    });
  }
}
