export { registerAccountsRoutes } from './accounts-routes';
