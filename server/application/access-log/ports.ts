/** The access log's own repository. */

export interface AccessLogEntry {
  readonly menuPath: string;
  readonly accessDt: string;
  readonly userId: string | null;
  readonly ip: string | null;
  readonly userAgent: string | null;
  readonly createdAt: string;
}

export interface AccessLogRepository {
  insert(entry: AccessLogEntry): Promise<void>;
  /** Detaches the member from their visits (withdrawal). */
  forgetUser(userId: string): Promise<void>;
  count(): Promise<number>;
}

declare module '../shared/ports' {
  interface Repositories {
    readonly accessLogs: AccessLogRepository;
  }
}
