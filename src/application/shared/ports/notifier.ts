/** Short messages at the top right of the screen (spec section 9: 5 seconds by default). */
export interface Notifier {
  success(message: string): void;
  info(message: string): void;
  /** Shown in red (spec section 8). */
  error(message: string): void;
  /**
   * An error the page now says where it belongs (a form's own refusal, issue 29): its
   * notification goes, or never appears, so that the member reads it once.
   */
  withdraw(message: string): void;
  /** The flow moved on (a step passed, another page): the errors already on screen are stale. */
  dismissErrors(): void;
}
