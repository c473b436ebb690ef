import { endpoint } from '../../shared/endpoint';

/** The office's calls of the feature (administrators): loaded with the console, not by the site. */
export const OFFICE_COMPANIES_ENDPOINTS = {
  officeCompanies: endpoint({
    method: 'GET',
    path: '/api/admin/companies',
    access: 'admin',
    tag: 'admin',
    summary: '승인 상태별 동문 기업 목록(승인 대기는 먼저 들어온 것부터).',
  }),
  reviewCompany: endpoint({
    method: 'PUT',
    path: '/api/admin/companies/:companyId/review',
    access: 'admin',
    tag: 'admin',
    summary: '동문 기업 승인 또는 반려(반려 사유 필수, 감사 기록).',
  }),
} as const;
