export { registerAdminRoutes } from './admin-routes';
