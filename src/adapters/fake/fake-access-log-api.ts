import { inject, injectable } from 'inversify';
import { ApiError } from '../../application/shared/errors/api-error';
import type { AccessLogApi } from '../../application/access-log/access-log-api';
import { isAccessTime, type MenuAccess } from '../../domain/access-log/menu-access';
import { hasRefusedCharacter } from '../../domain/shared/text/free-text';
import { FakeBackend } from './fake-backend';
import { FAKE_ERROR } from './fake-error';

@injectable()
export class FakeAccessLogApi implements AccessLogApi {
  constructor(@inject(FakeBackend) private readonly backend: FakeBackend) {}

  async report(access: MenuAccess): Promise<void> {
    const wellFormed =
      access.menuPath.startsWith('/') &&
      !hasRefusedCharacter(access.menuPath) &&
      !/[?#]/u.test(access.menuPath) &&
      isAccessTime(access.accessDt);
    if (!wellFormed)
      throw new ApiError('접속 기록 형식이 올바르지 않습니다.', FAKE_ERROR.badRequest, 400);
    this.backend.accessLog.push({ ...access, userId: this.backend.currentUserId() });
  }
}
