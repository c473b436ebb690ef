import { accessLogsExpireBefore } from '../../../src/domain/access-log';
import type { UseCaseContext } from '../shared/context';

/** The access log kept three months (src/domain/access-log/retention.ts): the maintenance's part. */
export class AccessLogRetention {
  constructor(private readonly context: UseCaseContext) {}

  /** Deletes the visits older than the retention period; answers how many. */
  deleteExpired(): Promise<number> {
    return this.context.store.accessLogs.deleteBefore(
      accessLogsExpireBefore(this.context.clock.now()),
    );
  }
}
