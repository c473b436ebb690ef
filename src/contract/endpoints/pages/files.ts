import { endpoint } from '../../shared/endpoint';

/**
 * Uploads and downloads: made by later pages (회원가입's photo, 자료실, the editors), loaded by
 * the SPA's HTTP client with the first of them. The first screen's images and the newest file
 * of a group stay in ../files.ts.
 */
export const FILE_PAGE_ENDPOINTS = {
  uploadFile: endpoint({
    method: 'POST',
    path: '/api/user/file',
    access: 'member',
    multipart: true,
    tag: 'file',
    summary: '파일 올리기(multipart: file, 선택 atchFileMstId). 본인만 내려받을 수 있습니다.',
  }),
  uploadProfileImage: endpoint({
    method: 'POST',
    path: '/api/user/file/profileImage',
    access: 'optional',
    multipart: true,
    tag: 'file',
    summary:
      '프로필 사진 올리기(multipart: file, 선택 atchFileMstId; JPG·PNG·WebP·GIF, 5MB까지). 로그인 전(회원가입)에도 올릴 수 있으며, 그 사진은 가입 때 새 계정의 것이 되고 하루 안에 가입하지 않으면 지워집니다.',
  }),
  downloadFile: endpoint({
    method: 'POST',
    path: '/api/user/file/downloadFile',
    access: 'optional',
    binary: true,
    tag: 'file',
    summary: '파일 내려받기(묶음 ID와 파일 ID).',
  }),
  downloadFiles: endpoint({
    method: 'POST',
    path: '/api/user/file/downloadFiles',
    access: 'optional',
    binary: true,
    tag: 'file',
    summary: '파일 내려받기(묶음 ID와 파일 이름).',
  }),
} as const;
