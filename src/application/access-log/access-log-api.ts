import type { MenuAccess } from '../../domain/access-log/menu-access';

/** Reports visits (PUT /api/user/log/accessMenu). */
export interface AccessLogApi {
  report(access: MenuAccess, signal?: AbortSignal): Promise<void>;
}
