export { CONTENT_API, type ContentApi } from './content-api';
