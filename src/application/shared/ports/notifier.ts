/** Short messages at the top right of the screen (spec section 9: 5 seconds by default). */
export interface Notifier {
  success(message: string): void;
  info(message: string): void;
  /** Shown in red (spec section 8). */
  error(message: string): void;
}
