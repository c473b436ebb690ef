export { registerPaymentsRoutes } from './payment-routes';
