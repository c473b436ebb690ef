import { toast } from 'react-toastify';
import type { Notifier } from '../../application/ports/notifier';

/** Spec section 9: notifications stay 5 seconds by default. */
export const NOTIFICATION_DURATION_MS = 5000;

/**
 * Notifications through react-toastify, shown by `NotificationOutlet` (top right). The same
 * message twice at once shows once (a failing page may report one error from several calls).
 */
export class ToastNotifier implements Notifier {
  success(message: string): void {
    toast.success(message, { toastId: `success:${message}`, role: 'status' });
  }

  info(message: string): void {
    toast.info(message, { toastId: `info:${message}`, role: 'status' });
  }

  error(message: string): void {
    toast.error(message, { toastId: `error:${message}`, role: 'alert' });
  }
}
