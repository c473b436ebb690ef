import { endpoint } from '../shared/endpoint';

/** The association's public content (read by anyone, revalidated by ETag) and its editing. */
export const CONTENT_ENDPOINTS = {
  listNotices: endpoint({
    method: 'GET',
    path: '/api/public/notices',
    access: 'public',
    tag: 'content',
    summary: '공지사항 목록: 제목·본문 검색, 고정 공지 먼저, 최신순, 한 쪽에 10건.',
    revalidate: true,
  }),
  notice: endpoint({
    method: 'GET',
    path: '/api/public/notices/:noticeId',
    access: 'public',
    tag: 'content',
    summary: '공지사항 본문(서버에서 정리한 HTML), 첨부 파일, 이전·다음 글.',
    revalidate: true,
  }),
  countNoticeView: endpoint({
    method: 'POST',
    path: '/api/public/notices/:noticeId/views',
    access: 'optional',
    tag: 'content',
    summary: '공지사항 조회 수: 방문자마다 하루에 한 번 셉니다.',
  }),
  sitePage: endpoint({
    method: 'GET',
    path: '/api/public/pages/:key',
    access: 'public',
    tag: 'content',
    summary:
      '사무국이 쓰는 소개 페이지(인사말, 조직도, 상징, 설립자, 100주년, 기부 안내, 오시는 길)의 본문.',
    revalidate: true,
  }),
  officeSitePages: endpoint({
    method: 'GET',
    path: '/api/admin/pages',
    access: 'admin',
    tag: 'admin',
    summary: '소개 페이지 목록과 마지막으로 고친 때.',
  }),
  updateSitePage: endpoint({
    method: 'PUT',
    path: '/api/admin/pages/:key',
    access: 'admin',
    tag: 'admin',
    summary: '소개 페이지 본문 저장(허용된 태그만 남겨 저장, 감사 기록).',
  }),
  officeNotices: endpoint({
    method: 'GET',
    path: '/api/admin/notices',
    access: 'admin',
    tag: 'admin',
    summary: '사무국의 공지사항 목록(임시 저장 포함).',
  }),
  officeNotice: endpoint({
    method: 'GET',
    path: '/api/admin/notices/:noticeId',
    access: 'admin',
    tag: 'admin',
    summary: '편집할 공지사항.',
  }),
  createNotice: endpoint({
    method: 'POST',
    path: '/api/admin/notices',
    access: 'admin',
    tag: 'admin',
    summary: '공지사항 등록(본문은 허용된 태그만 남겨 저장, 감사 기록).',
  }),
  updateNotice: endpoint({
    method: 'PUT',
    path: '/api/admin/notices/:noticeId',
    access: 'admin',
    tag: 'admin',
    summary: '공지사항 수정·게시·게시 중지(감사 기록).',
  }),
  deleteNotice: endpoint({
    method: 'DELETE',
    path: '/api/admin/notices/:noticeId',
    access: 'admin',
    tag: 'admin',
    summary: '공지사항 삭제(감사 기록).',
  }),
} as const;
