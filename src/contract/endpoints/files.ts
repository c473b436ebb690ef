import { endpoint } from '../shared/endpoint';

/** Files the first screen reads: public images and a group's newest file (uploads and downloads: pages/files.ts). */
export const FILES_ENDPOINTS = {
  recentFile: endpoint({
    method: 'GET',
    path: '/api/user/file/recentFile',
    access: 'optional',
    tag: 'file',
    summary: '묶음에서 가장 최근 파일의 정보(예: 프로필 사진).',
  }),
  media: endpoint({
    method: 'GET',
    path: '/api/atchFile/media/:atchFileId',
    access: 'public',
    binary: true,
    cacheable: true,
    tag: 'file',
    summary: '공개 이미지(오래 캐시됨).',
  }),
} as const;
