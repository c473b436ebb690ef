import { endpoint } from '../../shared/endpoint';

/**
 * Giving and paying online (issue 31): 기부하기's checkout, the return from the payment window,
 * the thank-you page, the provider's webhook and the sandbox's own payment window.
 */
export const PAYMENT_PAGE_ENDPOINTS = {
  checkoutOptions: endpoint({
    method: 'GET',
    path: '/api/public/payments/options',
    access: 'optional',
    tag: 'content',
    summary:
      '기부하기 화면의 선택지: 결제 대행(토스페이먼츠, 테스트 결제 또는 꺼짐), 쓸 수 있는 결제 수단, 모금 중인 기금, 총동문회 계좌, 로그인한 회원의 연락처와 회비.',
  }),
  startCheckout: endpoint({
    method: 'POST',
    path: '/api/public/payments/checkout',
    access: 'optional',
    tag: 'content',
    summary:
      '기부·회비 결제 시작: 신청 내용을 확인해 주문(주문번호, 금액은 서버가 정함)을 만듭니다. 총동문회 계좌 입금이면 입금할 계좌와 입금자 표시(참조 번호)를 알려 줍니다.',
  }),
  confirmPayment: endpoint({
    method: 'POST',
    path: '/api/public/payments/confirm',
    access: 'public',
    tag: 'content',
    summary:
      '결제창에서 돌아온 결제의 승인: 주문의 금액과 같을 때만 결제 대행사에 승인을 요청하고, 몇 번을 불러도 기부는 한 번만 기록합니다.',
  }),
  abandonCheckout: endpoint({
    method: 'POST',
    path: '/api/public/payments/abandon',
    access: 'public',
    tag: 'content',
    summary: '결제창에서 취소하거나 실패해 돌아온 주문을 닫습니다(아무것도 기록하지 않음).',
  }),
  paymentOrder: endpoint({
    method: 'GET',
    path: '/api/public/payments/orders/:orderId',
    access: 'public',
    tag: 'content',
    summary:
      '주문 하나의 결과(감사 화면): 상태, 금액, 기금, 입금 계좌와 기한, 다음 안내. 주문번호를 아는 사람만 볼 수 있습니다.',
  }),
  paymentWebhook: endpoint({
    method: 'POST',
    path: '/api/public/payments/webhook',
    access: 'public',
    tag: 'system',
    summary:
      '결제 대행사의 웹훅(결제 상태 변경, 가상계좌 입금). 내용은 믿지 않고 결제를 다시 조회해 반영하며, 같은 알림이 여러 번 와도 한 번만 반영합니다.',
  }),
  sandboxPay: endpoint({
    method: 'POST',
    path: '/api/public/payments/sandbox/pay',
    access: 'public',
    tag: 'content',
    summary:
      '테스트 결제의 결제창: 실제 돈이 오가지 않는 시험용 결제(결제 대행사 키가 없을 때만). 결제창이 돌려주는 값을 답합니다.',
  }),
  sandboxDeposit: endpoint({
    method: 'POST',
    path: '/api/public/payments/sandbox/deposit',
    access: 'public',
    tag: 'content',
    summary: '테스트 결제의 가상계좌에 입금한 것으로 하기(결제 대행사 키가 없을 때만).',
  }),
  sandboxRegisterCard: endpoint({
    method: 'POST',
    path: '/api/public/payments/sandbox/card',
    access: 'public',
    tag: 'content',
    summary:
      '테스트 결제의 카드 등록 창: 매월 기부에 쓸 시험용 카드를 등록하고 카드 등록 창이 돌려주는 값을 답합니다(결제 대행사 키가 없을 때만).',
  }),
  registerPledgeCard: endpoint({
    method: 'POST',
    path: '/api/user/my/pledges/card',
    access: 'member',
    tag: 'member',
    summary:
      '카드 등록 창에서 돌아온 매월 기부의 카드를 등록합니다(빌링키 발급). 처음 등록이면 이번 달 기부를 바로 결제하고, 카드를 바꾸는 것이면 밀린 결제를 새 카드로 다시 시도합니다.',
  }),
  myPledges: endpoint({
    method: 'GET',
    path: '/api/user/my/pledges',
    access: 'member',
    tag: 'member',
    summary:
      '내 매월 기부: 기금, 금액, 결제일, 상태, 다음 결제일, 등록한 카드(가림), 달마다의 결제 결과.',
  }),
  changeMyPledge: endpoint({
    method: 'PUT',
    path: '/api/user/my/pledges/:pledgeId',
    access: 'member',
    tag: 'member',
    summary:
      '내 매월 기부 바꾸기: 일시 중지, 다시 시작, 금액 변경(다음 결제부터), 끝내기, 카드 바꾸기 시작.',
  }),
} as const;
