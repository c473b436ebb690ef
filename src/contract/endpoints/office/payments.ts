import { endpoint } from '../../shared/endpoint';

/** The office's side of giving online (issue 31): monthly pledges, month by month. */
export const OFFICE_PAYMENTS_ENDPOINTS = {
  officePledges: endpoint({
    method: 'GET',
    path: '/api/admin/pledges',
    access: 'admin',
    tag: 'admin',
    summary:
      '매월 기부 약정 목록: 기부자, 기금, 금액, 결제 방법, 상태와 달마다 예정액·입금액, 결제에 실패한 달.',
  }),
} as const;
