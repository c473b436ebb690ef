export { registerMyInfoRoutes } from './my-info-routes';
