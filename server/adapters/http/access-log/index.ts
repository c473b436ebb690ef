export { registerAccessLogRoutes } from './access-log-routes';
