import type { Notifier } from '../../../src/application/shared/ports/notifier';

export interface RecordedNotification {
  readonly kind: 'success' | 'info' | 'error';
  readonly message: string;
}

/** Keeps every notification instead of showing it; `onScreen` holds those not taken back. */
export class RecordingNotifier implements Notifier {
  readonly notifications: RecordedNotification[] = [];
  /** What a member would still see: errors withdrawn or dismissed are gone from it. */
  onScreen: RecordedNotification[] = [];

  success(message: string): void {
    this.record({ kind: 'success', message });
  }

  info(message: string): void {
    this.record({ kind: 'info', message });
  }

  error(message: string): void {
    this.record({ kind: 'error', message });
  }

  withdraw(message: string): void {
    this.onScreen = this.onScreen.filter(
      (shown) => shown.kind !== 'error' || shown.message !== message,
    );
  }

  dismissErrors(): void {
    this.onScreen = this.onScreen.filter((shown) => shown.kind !== 'error');
  }

  private record(notification: RecordedNotification): void {
    this.notifications.push(notification);
    this.onScreen.push(notification);
  }
}
