import { inject, injectable } from 'inversify';
import { menuAccessOf } from '../../domain/access-log/menu-access';
import { ACCESS_LOG_API, type AccessLogApi } from './access-log-api';
import type { Clock } from '../shared/ports/clock';
import type { Logger } from '../shared/ports/logger';
import { PORTS } from '../shared/tokens';

/**
 * Reports a visit before navigation (spec section 2): the path without query string and the
 * access time `YYYY-MM-DD HH:mm:ss`. A failed report is only logged; it never stops navigation,
 * so this never rejects.
 */
@injectable()
export class ReportMenuAccess {
  constructor(
    @inject(ACCESS_LOG_API) private readonly accessLogApi: AccessLogApi,
    @inject(PORTS.Clock) private readonly clock: Clock,
    @inject(PORTS.Logger) private readonly logger: Logger,
  ) {}

  async execute(location: string): Promise<void> {
    const access = menuAccessOf(location, this.clock.now());
    try {
      await this.accessLogApi.recordMenuAccess(access);
    } catch (error) {
      this.logger.warn('Access log report failed', {
        menuPath: access.menuPath,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
}
