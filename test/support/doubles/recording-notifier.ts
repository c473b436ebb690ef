import type { Notifier } from '../../../src/application/shared/ports/notifier';

export interface RecordedNotification {
  readonly kind: 'success' | 'info' | 'error';
  readonly message: string;
}

/** Keeps every notification instead of showing it. */
export class RecordingNotifier implements Notifier {
  readonly notifications: RecordedNotification[] = [];

  success(message: string): void {
    this.notifications.push({ kind: 'success', message });
  }

  info(message: string): void {
    this.notifications.push({ kind: 'info', message });
  }

  error(message: string): void {
    this.notifications.push({ kind: 'error', message });
  }
}
