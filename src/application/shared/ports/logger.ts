/**
 * Diagnostics for developers and operators, never shown to members. Never pass passwords,
 * tokens or resident numbers in `details`.
 */
export interface Logger {
  warn(message: string, details?: Readonly<Record<string, unknown>>): void;
  error(message: string, details?: Readonly<Record<string, unknown>>): void;
}
