import { endpoint } from '../../shared/endpoint';

/** 동문 기업 홍보: the public list, a member's own listings, and the office's approval. */
export const COMPANIES_ENDPOINTS = {
  listCompanies: endpoint({
    method: 'GET',
    path: '/api/public/companies',
    access: 'public',
    tag: 'content',
    summary:
      '동문 기업 목록(사무국이 승인한 것만): 업종과 검색어(회사 이름·소개)로 찾기, 한 쪽에 12곳.',
    revalidate: true,
  }),
  myCompanies: endpoint({
    method: 'GET',
    path: '/api/user/companies',
    access: 'member',
    tag: 'member',
    summary: '내가 등록한 기업과 각각의 승인 상태(반려 사유 포함).',
  }),
  uploadCompanyLogo: endpoint({
    method: 'POST',
    path: '/api/user/companies/logos',
    access: 'member',
    multipart: true,
    tag: 'member',
    summary:
      '기업 로고 올리기(multipart: file; JPG·PNG·WebP·GIF, 20MB까지): 사진처럼 메타데이터를 지우고 여러 너비로 만듭니다.',
  }),
  createCompany: endpoint({
    method: 'POST',
    path: '/api/user/companies',
    access: 'member',
    tag: 'member',
    summary: '기업 등록(한 사람이 3곳까지): 사무국이 승인하면 목록에 게시됩니다.',
  }),
  updateCompany: endpoint({
    method: 'PUT',
    path: '/api/user/companies/:companyId',
    access: 'member',
    tag: 'member',
    summary: '내 기업 고치기: 고친 내용은 사무국이 다시 승인할 때까지 게시되지 않습니다.',
  }),
  deleteCompany: endpoint({
    method: 'DELETE',
    path: '/api/user/companies/:companyId',
    access: 'member',
    tag: 'member',
    summary: '내 기업 삭제.',
  }),
} as const;
