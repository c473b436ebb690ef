export { PROFILE_IMAGE_MAX_BYTES } from './profile-image';
export {
  detectFileKind,
  FILE_HEAD_BYTES,
  type FileKind,
  fileKindOfExtension,
  HWPX_MIME_TYPE,
} from './file-types';
export { GROUP_CLOSED, type GroupedFile, mayAddToFileGroup } from './file-groups';
export { FILE_NAME_REFUSED, validateUploadedFileName } from './file-names';
