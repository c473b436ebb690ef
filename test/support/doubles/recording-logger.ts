import type { Logger } from '../../../src/application/shared/ports/logger';

export interface LogRecord {
  readonly level: 'warn' | 'error';
  readonly message: string;
  readonly details: Readonly<Record<string, unknown>>;
}

/** Keeps log lines for inspection. */
export class RecordingLogger implements Logger {
  readonly records: LogRecord[] = [];

  warn(message: string, details: Readonly<Record<string, unknown>> = {}): void {
    this.records.push({ level: 'warn', message, details });
  }

  error(message: string, details: Readonly<Record<string, unknown>> = {}): void {
    this.records.push({ level: 'error', message, details });
  }
}
