import { inject, injectable } from 'inversify';
import type { AccessLogApi } from '../../application/access-log/access-log-api';
import { isAccessTime, type MenuAccess } from '../../domain/access-log/menu-access';
import { hasRefusedCharacter } from '../../domain/shared/text/free-text';
import { FakeBackend } from './fake-backend';
import { refusal } from './fake-error';

/** The contract's shapes of a report (src/contract/access-log.ts). */
const MENU_PATH = /^\/[^?#\s<>"'`]*$/u;
const ACCESS_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/u;

@injectable()
export class FakeAccessLogApi implements AccessLogApi {
  constructor(@inject(FakeBackend) private readonly backend: FakeBackend) {}

  /** As the server: the path, then the time's shape, then whether the time exists. */
  async recordMenuAccess(access: MenuAccess): Promise<void> {
    const { menuPath, accessDt } = access;
    if (menuPath === '') throw refusal('invalidInput', '메뉴 경로를 입력해 주세요.');
    if (menuPath.length > 300) {
      throw refusal('invalidInput', '메뉴 경로는 300자까지 입력할 수 있습니다.');
    }
    if (!MENU_PATH.test(menuPath) || hasRefusedCharacter(menuPath)) {
      throw refusal('invalidInput', '메뉴 경로의 형식이 올바르지 않습니다.');
    }
    if (!ACCESS_TIME.test(accessDt)) {
      throw refusal('invalidInput', '접속 시각의 형식이 올바르지 않습니다.');
    }
    if (!isAccessTime(accessDt)) throw refusal('invalidInput', '접속 시각이 올바르지 않습니다.');
    this.backend.accessLog.push({
      menuPath,
      accessDt,
      userId: this.backend.currentUserId(),
      receivedAt: this.backend.clock.now().toISOString(),
    });
  }
}
