import type { AccessMenuBody } from '../../../src/contract/access-log';
import { isAccessTime } from '../../../src/domain/access-log/menu-access';
import { AppError } from '../shared/app-error';
import type { UseCaseContext } from '../shared/context';
import type { Principal } from '../shared/principal';

export interface VisitorDetails {
  readonly ip: string | null;
  readonly userAgent: string | null;
}

/** Stores a visit: path, the time the browser reported, the member if signed in, IP and browser. */
export class RecordAccess {
  constructor(private readonly context: UseCaseContext) {}

  async execute(
    body: AccessMenuBody,
    principal: Principal | null,
    visitor: VisitorDetails,
  ): Promise<void> {
    if (!isAccessTime(body.accessDt))
      throw new AppError('invalidInput', '접속 시각이 올바르지 않습니다.');

    await this.context.store.accessLogs.insert({
      menuPath: body.menuPath,
      accessDt: body.accessDt,
      userId: principal?.userId ?? null,
      ip: visitor.ip,
      userAgent: visitor.userAgent?.slice(0, 500) ?? null,
      createdAt: this.context.clock.now().toISOString(),
    });
  }
}
