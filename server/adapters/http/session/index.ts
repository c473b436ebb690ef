export { registerSessionRoutes } from './session-routes';
