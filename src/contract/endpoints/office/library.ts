import { endpoint } from '../../shared/endpoint';

/** The office's calls of the feature (administrators): loaded with the console, not by the site. */
export const OFFICE_LIBRARY_ENDPOINTS = {
  officeLibrary: endpoint({
    method: 'GET',
    path: '/api/admin/library',
    access: 'admin',
    tag: 'admin',
    summary: '사무국의 자료실 목록(파일 묶음 ID 포함).',
  }),
  createLibraryDocument: endpoint({
    method: 'POST',
    path: '/api/admin/library',
    access: 'admin',
    tag: 'admin',
    summary: '자료 올리기: 올린 파일 묶음은 총동문회의 공개 파일이 됩니다(감사 기록).',
  }),
  updateLibraryDocument: endpoint({
    method: 'PUT',
    path: '/api/admin/library/:documentId',
    access: 'admin',
    tag: 'admin',
    summary: '자료 고치기: 같은 묶음에 새 판을 올리면 목록에는 최신 파일이 나옵니다(감사 기록).',
  }),
  deleteLibraryDocument: endpoint({
    method: 'DELETE',
    path: '/api/admin/library/:documentId',
    access: 'admin',
    tag: 'admin',
    summary: '자료 삭제(감사 기록).',
  }),
} as const;
