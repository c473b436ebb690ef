export type { FileApi } from './file-api';
export type { FileSaver } from './file-saver';
