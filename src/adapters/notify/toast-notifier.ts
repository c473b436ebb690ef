import type { Notifier } from '../../application/shared/ports/notifier';
import { loadToasts } from './toast-loader';

/** Spec section 9: notifications stay 5 seconds by default. */
export const NOTIFICATION_DURATION_MS = 5000;

/**
 * Notifications through react-toastify, shown by `NotificationOutlet` (top right), both loaded
 * at the first notification. The same message twice at once shows once (a failing page may
 * report one error from several calls).
 */
export class ToastNotifier implements Notifier {
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
    void loadToasts().then(({ toast }) =>
      toast.error(message, { toastId: `error:${message}`, role: 'alert' }),
    );
  }
}
