import { endpoint } from '../../shared/endpoint';

/**
 * Scholarship donations' pages (loaded after the first screen): the member's own donations and
 * receipts, 기부 현황, 명예의 전당, 기부금 공개 and the funds.
 */
export const DONATION_PAGE_ENDPOINTS = {
  getMyContributions: endpoint({
    method: 'GET',
    path: '/api/user/my/contribution',
    access: 'member',
    tag: 'member',
    summary:
      '내 기부 내역: 연도 또는 기간(10년 이내), 기금, 쪽으로 거른 기부와 합계, 고를 수 있는 연도와 기금.',
  }),
  getReceiptBaseInfo: endpoint({
    method: 'GET',
    path: '/api/user/my/receiptBaseInfo',
    access: 'member',
    tag: 'member',
    summary:
      '기부금영수증 기본 정보(기부 한 건: donationId, 한 해: year): 기부자(주민등록번호는 가림), 기부금 단체, 기부 내용과 합계, 이미 발급한 일련번호.',
  }),
  claimableGifts: endpoint({
    method: 'GET',
    path: '/api/user/my/claimable-gifts',
    access: 'member',
    tag: 'member',
    summary:
      '비회원으로 한 기부 중 회원 정보(이름, 휴대전화, 이메일)가 같아 가져올 수 있는 것의 건수, 합계, 연도.',
  }),
  requestGiftClaim: endpoint({
    method: 'POST',
    path: '/api/user/my/claimable-gifts/code',
    access: 'member',
    tag: 'member',
    summary: '비회원 기부 가져오기: 회원 이메일로 6자리 확인 코드 보내기(10분 동안 유효).',
  }),
  confirmGiftClaim: endpoint({
    method: 'POST',
    path: '/api/user/my/claimable-gifts/claim',
    access: 'member',
    tag: 'member',
    summary:
      '비회원 기부 가져오기: 확인 코드로 그 기부들을 내 기부 내역에 넣기. 틀린 코드가 5번이면 잠시 제한.',
  }),
  sendReceiptMail: endpoint({
    method: 'POST',
    path: '/api/user/my/receiptMail',
    access: 'member',
    tag: 'member',
    summary:
      '기부금영수증 PDF를 이메일로 보내기(주민등록번호는 가림). 처음 발급하면 그해의 새 일련번호, 다시 보내면 같은 번호의 재발급. 주민등록번호를 함께 보내면 동의를 받아 암호화해 저장.',
  }),
  sendReceiptFax: endpoint({
    method: 'POST',
    path: '/api/user/my/receiptFax',
    access: 'member',
    tag: 'member',
    summary:
      '기부금영수증 PDF를 팩스로 보내기(유선, 070, 050 번호). 일련번호와 재발급은 이메일과 같음.',
  }),
  downloadReceipt: endpoint({
    method: 'POST',
    path: '/api/user/my/receiptDownload',
    access: 'member',
    tag: 'member',
    binary: true,
    summary:
      '기부금영수증 PDF 내려받기: 본인의 사본이라 주민등록번호 전체가 적히고, 그 열람은 개인정보 접속기록에 남습니다.',
  }),
  forgetMyResidentNumber: endpoint({
    method: 'DELETE',
    path: '/api/user/my/residentNumber',
    access: 'member',
    tag: 'member',
    summary: '저장한 주민등록번호 지우기.',
  }),
  updateMyDonorPreferences: endpoint({
    method: 'PUT',
    path: '/api/user/my/donor',
    access: 'member',
    tag: 'member',
    summary: '명예의 전당에 이름을 올릴지 정하기(기본은 올리지 않음).',
  }),
  donationStatistics: endpoint({
    method: 'GET',
    path: '/api/public/donations/statistics',
    access: 'public',
    tag: 'content',
    summary:
      '기부 현황: 연도별, 연도와 기금별, 졸업 연도별 합계와 기부자 수, 연도와 기금별 장학금 지급.',
    revalidate: true,
  }),
  hallOfFame: endpoint({
    method: 'GET',
    path: '/api/public/donations/hall-of-fame',
    access: 'public',
    tag: 'content',
    summary:
      '명예의 전당: 이름 공개에 동의한 기부자만, 누적 금액의 등급(1억 원 이상 …)과 함께, 높은 등급부터 등급 안에서는 가나다순. 금액은 싣지 않습니다.',
    revalidate: true,
  }),
  donationDisclosure: endpoint({
    method: 'GET',
    path: '/api/public/donations/disclosure',
    access: 'public',
    tag: 'content',
    summary:
      '기부금 모금액 및 활용실적: 해마다 모은 금액과 기부자 수, 장학금 지급, 그 밖의 쓰임, 연간 보고서 파일. 최근 연도부터.',
    revalidate: true,
  }),
  listDonationFunds: endpoint({
    method: 'GET',
    path: '/api/public/donations/funds',
    access: 'public',
    tag: 'content',
    summary: '기금 목록(장학기금과 지정 기금), 사무국이 정한 순서.',
    revalidate: true,
  }),
} as const;
