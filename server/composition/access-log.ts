import { accessLogRepositories } from '../adapters/db/access-log';
import { registerAccessLogRoutes } from '../adapters/http/access-log';
import { type AccessLogRepository, createAccessLogServices } from '../application/access-log';
import { buildRouteTable } from '../../src/domain/shared/routing/route-table';
import type { RootPorts } from './root-ports';

declare module './root-ports' {
  interface RootRepositories {
    readonly accessLogs: AccessLogRepository;
  }
}

/** The feature `access-log` put together: its use cases over the root's ports, its routes, its tables. */
export const accessLogFeature = {
  name: 'access-log',
  services: (ports: RootPorts) =>
    createAccessLogServices({
      accessLogs: ports.store.accessLogs,
      clock: ports.clock,
      routes: buildRouteTable(ports.settings.productSegment),
    }),
  routes: registerAccessLogRoutes,
  repositories: accessLogRepositories,
} as const;
