import { accessLogsExpireBefore } from '../../../src/domain/access-log';
import type { Clock } from '../shared/ports';
import type { AccessLogRepository } from './ports';

export interface AccessLogRetentionDependencies {
  readonly accessLogs: AccessLogRepository;
  readonly clock: Clock;
}

/**
 * How long visits keep what they hold: three months (src/domain/access-log/retention.ts, the
 * maintenance's part), and a member's name on them no longer than their account (accounts'
 * erasure, as `accessLogRetention`).
 */
export class AccessLogRetention {
  constructor(private readonly deps: AccessLogRetentionDependencies) {}

  /** Deletes the visits older than the retention period; answers how many. */
  deleteExpired(): Promise<number> {
    return this.deps.accessLogs.deleteBefore(accessLogsExpireBefore(this.deps.clock.now()));
  }

  /** Detaches the member from their visits (withdrawal, an erased application). */
  forgetVisitsOf(userId: string): Promise<void> {
    return this.deps.accessLogs.forgetUser(userId);
  }
}
