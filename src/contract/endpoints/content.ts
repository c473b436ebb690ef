import { endpoint } from '../shared/endpoint';

/** The association's content the home page lists (notices, albums); the rest in pages/content.ts. */
export const CONTENT_ENDPOINTS = {
  listNotices: endpoint({
    method: 'GET',
    path: '/api/public/notices',
    access: 'public',
    tag: 'content',
    summary: '공지사항 목록: 제목·본문 검색, 고정 공지 먼저, 최신순, 한 쪽에 10건.',
    revalidate: true,
  }),
  // The photo albums (galleries) and the office's photos.
  listAlbums: endpoint({
    method: 'GET',
    path: '/api/public/albums',
    access: 'public',
    tag: 'content',
    summary: '갤러리의 앨범 목록(학교 둘러보기, 역사 갤러리, 장학 갤러리): 게시된 것만, 최신순.',
    revalidate: true,
  }),
} as const;
