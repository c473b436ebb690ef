import { endpoint } from '../../shared/endpoint';

/**
 * The association's content that only later pages read (a notice, an album, the pages of text,
 * 연혁, 역대 회장, 조직도): loaded by the SPA's HTTP client with the first of them, not with
 * every visitor's first screen (the home page lists notices and albums: ../content.ts).
 */
export const CONTENT_PAGE_ENDPOINTS = {
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
      '사무국이 쓰는 소개 페이지(인사말, 상징, 설립자, 100주년, 기부 안내, 오시는 길)의 본문.',
    revalidate: true,
  }),
  album: endpoint({
    method: 'GET',
    path: '/api/public/albums/:albumId',
    access: 'public',
    tag: 'content',
    summary: '앨범의 사진들(너비별 WebP·JPEG 파일, 대체 텍스트, 설명).',
    revalidate: true,
  }),
  // The school's timeline (연혁) and the association's past presidents (역대 회장).
  timeline: endpoint({
    method: 'GET',
    path: '/api/public/timeline',
    access: 'public',
    tag: 'content',
    summary: '학교 연혁: 연도·월·내용, 오래된 것부터.',
    revalidate: true,
  }),
  pastPresidents: endpoint({
    method: 'GET',
    path: '/api/public/presidents',
    access: 'public',
    tag: 'content',
    summary: '역대 회장: 대(代)·성명·기수·임기, 대 순서.',
    revalidate: true,
  }),
  organizationChart: endpoint({
    method: 'GET',
    path: '/api/public/organization',
    access: 'public',
    tag: 'content',
    summary: '조직도: 직책·맡은 사람·기수·연락처, 읽는 순서대로(각 직책의 단계와 함께).',
    revalidate: true,
  }),
} as const;
