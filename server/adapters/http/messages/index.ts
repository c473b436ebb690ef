export { registerMessagesRoutes } from './messages-routes';
