export { registerFilesRoutes } from './file-routes';
