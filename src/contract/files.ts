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
  uploadFile: {
    tag: 'file',
    summary: '파일 올리기(multipart: file, 선택 atchFileMstId). 본인만 내려받을 수 있습니다.',
    data: UploadDataSchema,
  },
  uploadProfileImage: {
    tag: 'file',
    summary:
      '프로필 사진 올리기(multipart: file, 선택 atchFileMstId; JPG·PNG·WebP·GIF, 5MB까지). 로그인 전(회원가입)에도 올릴 수 있으며, 그 사진은 가입 때 새 계정의 것이 되고 하루 안에 가입하지 않으면 지워집니다.',
    data: UploadDataSchema,
  },
  downloadFile: {
    tag: 'file',
    summary: '파일 내려받기(묶음 ID와 파일 ID).',
    body: DownloadFileBodySchema,
  },
  downloadFiles: {
    tag: 'file',
    summary: '파일 내려받기(묶음 ID와 파일 이름).',
    body: DownloadFilesBodySchema,
  },
  recentFile: {
    tag: 'file',
    summary: '묶음에서 가장 최근 파일의 정보(예: 프로필 사진).',
    querystring: RecentFileQuerySchema,
    data: Nullable(AttachedFileSchema),
  },
  media: { tag: 'file', summary: '공개 이미지(오래 캐시됨).', params: MediaParamsSchema },
} as const satisfies Record<string, EndpointSchemas>;
