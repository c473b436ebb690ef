export {
  type DownloadedFile,
  FILE_API,
  type FileApi,
  type TransferOptions,
  type UploadFile,
} from './file-api';
export { FILE_SAVER, type FileSaver } from './file-saver';
export { saveAttachment } from './save-attachment';
