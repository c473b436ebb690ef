import { endpoint } from '../shared/endpoint';

/** The office's calls. */
export const ADMIN_ENDPOINTS = {
  listMembers: endpoint({
    method: 'GET',
    path: '/api/admin/members',
    access: 'admin',
    tag: 'admin',
    summary: '회원 목록(상태별, 기본은 승인 대기).',
  }),
  memberCounts: endpoint({
    method: 'GET',
    path: '/api/admin/members/counts',
    access: 'admin',
    tag: 'admin',
    summary:
      '상태별 회원 수와 최근 8주 주별 가입 신청 수(개인정보 없이 숫자만: 접속기록에 남지 않음).',
  }),
  approveMember: endpoint({
    method: 'PUT',
    path: '/api/admin/members/:userId/approve',
    access: 'admin',
    tag: 'admin',
    summary: '가입 승인(안내 메일 발송).',
  }),
  rejectMember: endpoint({
    method: 'PUT',
    path: '/api/admin/members/:userId/reject',
    access: 'admin',
    tag: 'admin',
    summary: '가입 거절(사유와 함께 안내 메일 발송).',
  }),
  searchAuditLog: endpoint({
    method: 'GET',
    path: '/api/admin/audit-log',
    access: 'admin',
    tag: 'admin',
    summary: '관리자 감사 기록 검색(관리자, 대상 회원, 작업, 기간; 최근 것부터).',
  }),
  exportAuditLog: endpoint({
    method: 'GET',
    path: '/api/admin/audit-log/export',
    access: 'admin',
    binary: true,
    tag: 'admin',
    summary: '관리자 감사 기록 CSV 내려받기(월간 점검용, UTF-8 BOM, 한글 열 제목).',
  }),
  listAccessRecords: endpoint({
    method: 'GET',
    path: '/api/admin/access-records',
    access: 'admin',
    tag: 'admin',
    summary: '개인정보 접속기록 월별 점검(한 시간에 많은 회원 조회, 야간 접속 표시).',
  }),
} as const;
