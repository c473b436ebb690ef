import { ContainerModule } from 'inversify';
import { HttpAccessLogApi } from '../../adapters/http/http-access-log-api';
import { ACCESS_LOG_API } from '../../application/access-log/access-log-api';
import { ReportMenuAccess } from '../../application/access-log/report-menu-access';
import type { FeatureComposition } from '../feature-composition';

/** Menu access records: the report made before each navigation (app-services.ts). */
export const feature: FeatureComposition = {
  http: new ContainerModule(({ bind }) => {
    bind(ACCESS_LOG_API).to(HttpAccessLogApi);
  }),
  useCases: new ContainerModule(({ bind }) => {
    bind(ReportMenuAccess).toSelf();
  }),
};
