export { actorOf as adminActorOf, registerAdminRoutes } from './admin-routes';
