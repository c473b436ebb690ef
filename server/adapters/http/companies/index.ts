export { registerCompaniesRoutes } from './company-routes';
