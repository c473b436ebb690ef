export { registerDuesRoutes } from './dues-routes';
