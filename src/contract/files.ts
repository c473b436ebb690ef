import Type, { type Static } from 'typebox';
import { FileId, Text } from './shared/schemas';
import { Nullable } from './shared/schemas';
import type { EndpointSchemas } from './shared/endpoint';

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

/** What each of the feature's calls takes and answers (src/contract/endpoints/files.ts). */
export const FILES_SCHEMAS = {
  uploadFile: { data: UploadDataSchema },
  uploadProfileImage: { data: UploadDataSchema },
  downloadFile: { body: DownloadFileBodySchema },
  downloadFiles: { body: DownloadFilesBodySchema },
  recentFile: { querystring: RecentFileQuerySchema, data: Nullable(AttachedFileSchema) },
  media: { params: MediaParamsSchema },
} as const satisfies Record<string, EndpointSchemas>;
