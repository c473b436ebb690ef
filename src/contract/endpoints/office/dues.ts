import { endpoint } from '../../shared/endpoint';

/** The office's calls of the dues (administrators): loaded with the console, not by the site. */
export const OFFICE_DUES_ENDPOINTS = {
  officeDues: endpoint({
    method: 'GET',
    path: '/api/admin/dues',
    access: 'admin',
    tag: 'admin',
    summary: '회비: 정한 금액과 그 변경 기록, 한 해의 납부자(평생회비는 낸 해부터 매년)와 합계.',
  }),
  setDuesAmount: endpoint({
    method: 'PUT',
    path: '/api/admin/dues/amount',
    access: 'admin',
    tag: 'admin',
    summary: '한 해의 연회비 또는 평생회비 금액을 정하거나 바꿉니다(변경 기록, 감사 기록).',
  }),
  exportDues: endpoint({
    method: 'GET',
    path: '/api/admin/dues/export',
    access: 'admin',
    binary: true,
    tag: 'admin',
    summary: '한 해의 회비 납부 명단(XLSX) 내려받기(감사 기록, 개인정보 접속기록).',
  }),
} as const;
