import { endpoint } from '../shared/endpoint';

/** Files: uploads, profile images, downloads, public images. */
export const FILES_ENDPOINTS = {
  uploadFile: endpoint({
    method: 'POST',
    path: '/api/user/file',
    access: 'member',
    multipart: true,
  }),
  uploadProfileImage: endpoint({
    method: 'POST',
    path: '/api/user/file/profileImage',
    access: 'optional',
    multipart: true,
  }),
  downloadFile: endpoint({
    method: 'POST',
    path: '/api/user/file/downloadFile',
    access: 'optional',
    binary: true,
  }),
  downloadFiles: endpoint({
    method: 'POST',
    path: '/api/user/file/downloadFiles',
    access: 'optional',
    binary: true,
  }),
  recentFile: endpoint({
    method: 'GET',
    path: '/api/user/file/recentFile',
    access: 'optional',
  }),
  media: endpoint({
    method: 'GET',
    path: '/api/atchFile/media/:atchFileId',
    access: 'public',
    binary: true,
    cacheable: true,
  }),
} as const;
