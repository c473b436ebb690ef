export { registerFilesRoutes, withUpload } from './file-routes';
