import { endpoint } from '../../shared/endpoint';

/** 자료실: the association's documents for download, and the office's keeping of them. */
export const LIBRARY_ENDPOINTS = {
  listLibrary: endpoint({
    method: 'GET',
    path: '/api/public/library',
    access: 'public',
    tag: 'content',
    summary:
      '자료실 목록: 분류와 검색어(제목·설명), 최근 순, 한 쪽에 20건. 각 자료의 최신 파일(크기, 올린 날)과 내려받은 횟수.',
    revalidate: true,
  }),
} as const;
