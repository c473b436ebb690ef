import { endpoint } from '../../shared/endpoint';

/** The office's calls of the feature (administrators): loaded with the console, not by the site. */
export const OFFICE_DONATIONS_ENDPOINTS = {
  createDonationFund: endpoint({
    method: 'POST',
    path: '/api/admin/donations/funds',
    access: 'admin',
    tag: 'admin',
    summary: '기금 만들기(감사 기록).',
  }),
  updateDonationFund: endpoint({
    method: 'PUT',
    path: '/api/admin/donations/funds/:fundId',
    access: 'admin',
    tag: 'admin',
    summary: '기금 고치기, 모금 마감(감사 기록).',
  }),
  officeDonors: endpoint({
    method: 'GET',
    path: '/api/admin/donors',
    access: 'admin',
    tag: 'admin',
    summary: '기부자 찾기: 이름, 연락처, 이메일, 회원 아이디.',
  }),
  createDonor: endpoint({
    method: 'POST',
    path: '/api/admin/donors',
    access: 'admin',
    tag: 'admin',
    summary: '기부자 등록: 회원, 또는 외부의 개인이나 법인·단체(감사 기록).',
  }),
  updateDonor: endpoint({
    method: 'PUT',
    path: '/api/admin/donors/:donorId',
    access: 'admin',
    tag: 'admin',
    summary: '기부자 정보 고치기, 명예의 전당 이름 공개 여부(감사 기록).',
  }),
  officeDonations: endpoint({
    method: 'GET',
    path: '/api/admin/donations',
    access: 'admin',
    tag: 'admin',
    summary: '기부 내역: 기부자, 연도 또는 기간, 기금으로 거르고 합계.',
  }),
  recordDonation: endpoint({
    method: 'POST',
    path: '/api/admin/donations',
    access: 'admin',
    tag: 'admin',
    summary: '기부 입력(감사 기록).',
  }),
  correctDonation: endpoint({
    method: 'PUT',
    path: '/api/admin/donations/:donationId',
    access: 'admin',
    tag: 'admin',
    summary: '기부 정정: 새 기록이 앞의 기록을 대신하고, 앞의 기록은 남습니다(감사 기록).',
  }),
  cancelDonation: endpoint({
    method: 'POST',
    path: '/api/admin/donations/:donationId/cancel',
    access: 'admin',
    tag: 'admin',
    summary: '기부 취소: 취소 기록을 더하고, 앞의 기록은 남습니다(감사 기록).',
  }),
} as const;
