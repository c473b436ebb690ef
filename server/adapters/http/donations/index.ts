export { registerDonationsRoutes } from './donation-routes';
