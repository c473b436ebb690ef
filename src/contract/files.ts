import Type, { type Static } from 'typebox';
import { FileId, Text } from './shared/schemas';

export const UploadDataSchema = Type.Object({
  atchFileMstId: Type.String(),
  atchFileId: Type.String(),
});

export const DownloadFileBodySchema = Type.Object(
  { atchFileMstId: FileId, atchFileId: FileId },
  { additionalProperties: false },
);

export const DownloadFilesBodySchema = Type.Object(
  { atchFileMstId: FileId, fileNm: Text(255, { minLength: 1 }) },
  { additionalProperties: false },
);

export const RecentFileQuerySchema = Type.Object(
  { atchFileMstId: FileId },
  { additionalProperties: false },
);

export const AttachedFileSchema = Type.Object({
  atchFileMstId: Type.String(),
  atchFileId: Type.String(),
  fileName: Type.String(),
  mimeType: Type.String(),
  size: Type.Integer(),
  uploadedAt: Type.String(),
});

export const MediaParamsSchema = Type.Object(
  { atchFileId: FileId },
  { additionalProperties: false },
);

export type DownloadFileBody = Static<typeof DownloadFileBodySchema>;
export type DownloadFilesBody = Static<typeof DownloadFilesBodySchema>;
export type AttachedFileData = Static<typeof AttachedFileSchema>;
