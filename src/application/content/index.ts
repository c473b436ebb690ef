export type { ContentApi } from './content-api';
