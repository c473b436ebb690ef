import { endpoint } from '../../shared/endpoint';

/**
 * Events (issue 33) on the site: the calendar and an event's page under 동문 소식, registering
 * (members, and visitors when the office allows), and a registration's own page from /me or its
 * mail's signed link.
 */
export const EVENT_PAGE_ENDPOINTS = {
  publicEvents: endpoint({
    method: 'GET',
    path: '/api/events',
    access: 'public',
    tag: 'content',
    summary: '행사 일정: 다가오는 행사와 지난 행사(월별).',
  }),
  publicEvent: endpoint({
    method: 'GET',
    path: '/api/events/:eventId',
    access: 'optional',
    tag: 'content',
    summary:
      '행사 안내: 일시, 장소, 프로그램, 참가비, 정원과 남은 자리, 마감, 담당자(로그인한 회원은 신청 정보와 내 신청).',
  }),
  eventCalendarFile: endpoint({
    method: 'GET',
    path: '/api/events/:eventId/calendar',
    access: 'public',
    binary: true,
    tag: 'content',
    summary: '행사를 달력에 추가하는 iCalendar(.ics) 파일.',
  }),
  registerForEvent: endpoint({
    method: 'POST',
    path: '/api/events/:eventId/registrations',
    access: 'optional',
    tag: 'member',
    summary: '참가 신청(정원이 차면 대기 신청). 온라인 결제면 결제창 정보를 함께 돌려줍니다.',
  }),
  myEventRegistrations: endpoint({
    method: 'GET',
    path: '/api/user/my/events',
    access: 'member',
    tag: 'member',
    summary: '내 행사 신청 목록(상태, 대기 순번, 결제, 입장 QR).',
  }),
  eventRegistration: endpoint({
    method: 'GET',
    path: '/api/events/registrations/:registrationId',
    access: 'optional',
    tag: 'member',
    summary: '신청 한 건(본인, 또는 메일 링크의 서명으로).',
  }),
  cancelEventRegistration: endpoint({
    method: 'POST',
    path: '/api/events/registrations/:registrationId/cancel',
    access: 'optional',
    tag: 'member',
    summary:
      '신청 취소(신청 마감까지; 환불 마감 전이면 결제한 참가비 환불). 대기자는 자동으로 확정됩니다.',
  }),
  payEventFee: endpoint({
    method: 'POST',
    path: '/api/events/registrations/:registrationId/payment',
    access: 'optional',
    tag: 'member',
    summary: '아직 내지 않은 참가비의 결제창을 엽니다(대기에서 확정된 신청 등).',
  }),
} as const;
