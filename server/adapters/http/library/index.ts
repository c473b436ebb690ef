export { registerLibraryRoutes } from './library-routes';
