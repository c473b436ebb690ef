import { endpoint } from '../../shared/endpoint';

/**
 * What a member receives from the office (issue 32, item 4): from /me, and from a mail's signed
 * link without signing in (the page, and RFC 8058's one-click refusal).
 */
export const MESSAGE_PAGE_ENDPOINTS = {
  myMessageChoices: endpoint({
    method: 'GET',
    path: '/api/user/my/message-choices',
    access: 'member',
    tag: 'member',
    summary: '받을 소식(안내 메일·문자, 홍보) 설정 조회.',
  }),
  changeMyMessageChoices: endpoint({
    method: 'PUT',
    path: '/api/user/my/message-choices',
    access: 'member',
    tag: 'member',
    summary: '받을 소식 설정 변경(변경마다 시각과 함께 기록).',
  }),
  linkMessageChoices: endpoint({
    method: 'GET',
    path: '/api/messages/choices',
    access: 'public',
    tag: 'member',
    summary: '메일의 서명된 링크로 받을 소식 설정 조회(로그인 없이).',
  }),
  changeLinkMessageChoices: endpoint({
    method: 'PUT',
    path: '/api/messages/choices',
    access: 'public',
    tag: 'member',
    summary: '메일의 서명된 링크로 받을 소식 설정 변경.',
  }),
  confirmPromotion: endpoint({
    method: 'POST',
    path: '/api/messages/choices/confirm',
    access: 'public',
    tag: 'member',
    summary: '2년마다 묻는 홍보 수신 동의를 확인합니다(2년 더 유지).',
  }),
  oneClickUnsubscribe: endpoint({
    method: 'POST',
    path: '/api/messages/unsubscribe',
    access: 'public',
    tag: 'member',
    summary: 'RFC 8058 원클릭 수신거부(메일 프로그램이 보내는 POST).',
  }),
  unsubscribePage: endpoint({
    method: 'GET',
    path: '/api/messages/unsubscribe',
    access: 'public',
    tag: 'member',
    binary: true,
    summary: '수신거부 주소를 브라우저로 열면 받을 소식 설정 화면으로 보냅니다.',
  }),
} as const;
