import { STATEMENT_COMMIT_MAX_BYTES } from '../../../domain/donations/bank-statement';
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
  officeScholarships: endpoint({
    method: 'GET',
    path: '/api/admin/donations/scholarships',
    access: 'admin',
    tag: 'admin',
    summary: '장학금 지급 기록: 연도로 거르고, 최근 연도부터.',
  }),
  recordScholarship: endpoint({
    method: 'POST',
    path: '/api/admin/donations/scholarships',
    access: 'admin',
    tag: 'admin',
    summary: '장학금 지급 입력: 연도, 기금, 장학생 수, 금액(감사 기록).',
  }),
  deleteScholarship: endpoint({
    method: 'DELETE',
    path: '/api/admin/donations/scholarships/:scholarshipId',
    access: 'admin',
    tag: 'admin',
    summary: '잘못 넣은 장학금 지급 기록 지우기(감사 기록).',
  }),
  saveDonationDisclosure: endpoint({
    method: 'PUT',
    path: '/api/admin/donations/disclosure/:year',
    access: 'admin',
    tag: 'admin',
    summary: '한 해의 기부금 공개: 장학금 말고 쓰인 곳과 연간 보고서 파일(감사 기록).',
  }),
  previewDonationImport: endpoint({
    method: 'POST',
    path: '/api/admin/donations/import/preview',
    access: 'admin',
    multipart: true,
    tag: 'admin',
    summary:
      '은행 거래내역(CSV·XLSX) 미리 보기: 입금마다 문제, 회원 아이디·연락처·이름으로 찾은 기부자, 이미 가져온 거래인지. 아무것도 쓰지 않습니다.',
  }),
  commitDonationImport: endpoint({
    method: 'POST',
    path: '/api/admin/donations/import',
    access: 'admin',
    bodyLimit: STATEMENT_COMMIT_MAX_BYTES,
    tag: 'admin',
    summary:
      '고른 입금을 기부로 한꺼번에 입력: 한 줄이라도 틀리면 아무것도 입력하지 않습니다(감사 기록).',
  }),
  officeReceipts: endpoint({
    method: 'GET',
    path: '/api/admin/donations/receipts',
    access: 'admin',
    tag: 'admin',
    summary:
      '기부금영수증 발급 대장: 귀속 연도의 영수증(일련번호 순), 기부자 이름이나 일련번호로 찾기.',
  }),
  cancelReceipt: endpoint({
    method: 'POST',
    path: '/api/admin/donations/receipts/:receiptId/cancel',
    access: 'admin',
    tag: 'admin',
    summary: '발급한 영수증 취소: 까닭과 함께 대장에 남습니다(감사 기록).',
  }),
  reissueReceipt: endpoint({
    method: 'POST',
    path: '/api/admin/donations/receipts/:receiptId/reissue',
    access: 'admin',
    tag: 'admin',
    summary: '영수증 재발급: 같은 일련번호로 재발급 표시를 하여 전자우편으로 보냅니다(감사 기록).',
  }),
  officeReceiptPdf: endpoint({
    method: 'POST',
    path: '/api/admin/donations/receipts/:receiptId/pdf',
    access: 'admin',
    binary: true,
    tag: 'admin',
    summary:
      '우편·팩스로 보낼 영수증 PDF(재발급, 주민등록번호는 뒷자리를 가림). 발급 횟수에 더해집니다(감사 기록).',
  }),
  exportReceiptRegister: endpoint({
    method: 'GET',
    path: '/api/admin/donations/receipts/export',
    access: 'admin',
    binary: true,
    tag: 'admin',
    summary:
      '기부금영수증 발급명세(XLSX·CSV) 내려받기: 세무서 제출용이라 주민등록번호 전체가 적히고, 회원마다 개인정보 접속기록에 남습니다(감사 기록).',
  }),
  receiptBatch: endpoint({
    method: 'GET',
    path: '/api/admin/donations/receipts/batch',
    access: 'admin',
    tag: 'admin',
    summary: '연간 영수증 일괄 발송의 진행 상황: 보냄, 건너뜀, 실패와 그 까닭.',
  }),
  startReceiptBatch: endpoint({
    method: 'POST',
    path: '/api/admin/donations/receipts/batch',
    access: 'admin',
    tag: 'admin',
    summary:
      '그해 기부자 모두에게 연간 기부금영수증을 전자우편으로 보내기 시작합니다. 멈춘 발송은 이어서 보냅니다(감사 기록).',
  }),
  receiptBatchPreview: endpoint({
    method: 'GET',
    path: '/api/admin/donations/receipts/batch/preview',
    access: 'admin',
    tag: 'admin',
    summary:
      '일괄 발송 전 확인: 그해 기부자 수, 주민등록번호가 없는 기부자(영수증 대신 번호 입력 요청) 수, 전자우편이 없는 기부자 수.',
  }),
  officeDonorReceipts: endpoint({
    method: 'GET',
    path: '/api/admin/donors/:donorId/receipts',
    access: 'admin',
    tag: 'admin',
    summary:
      '기부자의 영수증: 귀속 연도의 연간 합산 영수증과 기부마다의 건별 영수증, 발급 여부와 일련번호(개인정보 접속기록).',
  }),
  printDonorReceipt: endpoint({
    method: 'POST',
    path: '/api/admin/donors/:donorId/receipts/pdf',
    access: 'admin',
    binary: true,
    tag: 'admin',
    summary:
      '우편으로 보낼 기부자의 영수증 PDF: 발급한 적 없으면 새 일련번호로 발급하고, 있으면 같은 번호로 재발급합니다(감사 기록).',
  }),
  faxDonorReceipt: endpoint({
    method: 'POST',
    path: '/api/admin/donors/:donorId/receipts/fax',
    access: 'admin',
    tag: 'admin',
    summary:
      '기부자의 영수증을 팩스로 보내기: 팩스 서비스가 없으면 팩스 대기열에 넣습니다(감사 기록).',
  }),
  officeFaxQueue: endpoint({
    method: 'GET',
    path: '/api/admin/donations/fax-queue',
    access: 'admin',
    tag: 'admin',
    summary:
      '팩스 대기열: 팩스 서비스(FAX_EMAIL_GATEWAY)가 없어 사무국이 보내야 할 영수증 팩스(요청한 회원, 번호, 시각).',
  }),
  queuedFaxPdf: endpoint({
    method: 'POST',
    path: '/api/admin/donations/fax-queue/:faxId/pdf',
    access: 'admin',
    binary: true,
    tag: 'admin',
    summary: '팩스로 보낼 영수증 PDF(주민등록번호는 뒷자리를 가림)(감사 기록).',
  }),
  finishQueuedFax: endpoint({
    method: 'POST',
    path: '/api/admin/donations/fax-queue/:faxId/done',
    access: 'admin',
    tag: 'admin',
    summary: '팩스를 보냈다고 표시: 대기열에서 빼고 PDF를 지웁니다(감사 기록).',
  }),
} as const;
