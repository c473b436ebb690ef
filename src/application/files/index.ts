export { type DownloadedFile, FILE_API, type FileApi } from './file-api';
export { FILE_SAVER, type FileSaver } from './file-saver';
export { saveAttachment } from './save-attachment';
