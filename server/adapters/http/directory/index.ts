export { registerDirectoryRoutes } from './directory-routes';
