import { registerMyInfoRoutes } from '../adapters/http/my-info';
import { createMyInfoServices } from '../application/my-info';

/** The feature `my-info` put together: its use cases over the root's ports, its routes, its tables. */
export const myInfoFeature = {
  name: 'my-info',
  services: createMyInfoServices,
  routes: registerMyInfoRoutes,
} as const;
