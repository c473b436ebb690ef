import { inject, injectable } from 'inversify';
import type { AccessLogApi } from '../../application/access-log/access-log-api';
import type { MenuAccess } from '../../domain/access-log/menu-access';
import type { AccessMenuBody } from '../../contract/access-log';
import { ApiClient } from './api-client';

/** PUT /api/user/log/accessMenu. Quiet: a failed report is only logged (spec section 2). */
@injectable()
export class HttpAccessLogApi implements AccessLogApi {
  constructor(@inject(ApiClient) private readonly client: ApiClient) {}

  async recordMenuAccess(access: MenuAccess, signal?: AbortSignal): Promise<void> {
    const body: AccessMenuBody = { menuPath: access.menuPath, accessDt: access.accessDt };
    await this.client.call('recordMenuAccess', { body, signal, quiet: true });
  }
}
