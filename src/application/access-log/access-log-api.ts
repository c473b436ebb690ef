import type { MenuAccess } from '../../domain/access-log/menu-access';
import { token } from '../shared/tokens';

/** Reports visits (PUT /api/user/log/accessMenu). */
export interface AccessLogApi {
  recordMenuAccess(access: MenuAccess, signal?: AbortSignal): Promise<void>;
}

export const ACCESS_LOG_API = token<AccessLogApi>('AccessLogApi');
