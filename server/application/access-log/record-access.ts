import type { AccessMenuBody } from '../../../src/contract/access-log';
import { isAccessTime } from '../../../src/domain/access-log/menu-access';
import { AppError } from '../shared/app-error';
import type { Clock } from '../shared/ports';
import type { Principal } from '../shared/principal';
import type { AccessLogRepository } from './ports';

export interface RecordAccessDependencies {
  readonly accessLogs: AccessLogRepository;
  readonly clock: Clock;
}

export interface VisitorDetails {
  readonly ip: string | null;
  readonly userAgent: string | null;
}

/** Stores a visit: path, the time the browser reported, the member if signed in, IP and browser. */
export class RecordAccess {
  constructor(private readonly deps: RecordAccessDependencies) {}

  async recordMenuAccess(
    body: AccessMenuBody,
    principal: Principal | null,
    visitor: VisitorDetails,
  ): Promise<void> {
    if (!isAccessTime(body.accessDt))
      throw new AppError('invalidInput', '접속 시각이 올바르지 않습니다.');

    await this.deps.accessLogs.insert({
      menuPath: body.menuPath,
      accessDt: body.accessDt,
      userId: principal?.userId ?? null,
      ip: visitor.ip,
      userAgent: visitor.userAgent?.slice(0, 500) ?? null,
      createdAt: this.deps.clock.now().toISOString(),
    });
  }
}
