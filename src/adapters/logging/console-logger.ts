import { injectable } from 'inversify';
import type { Logger } from '../../application/shared/ports/logger';

/** Logs to the browser console; callers keep secrets out of `details` (see the port). */
@injectable()
export class ConsoleLogger implements Logger {
  warn(message: string, details?: Readonly<Record<string, unknown>>): void {
    console.warn(message, details ?? {});
  }

  error(message: string, details?: Readonly<Record<string, unknown>>): void {
    console.error(message, details ?? {});
  }
}
